import type { TermsOfSaleText } from '../terms-of-sale-text';

export const en: TermsOfSaleText = {
  title: 'Terms of sale',
  description:
    'The rules for using the platform, for couples and wedding planners alike, and the terms of sale of the Premium subscription and credits.',
  contents: 'Contents',
  inForce: 'Version in force on {date}',
  sections: {
    operator: {
      heading: 'Operator of the platform and contact',
      paragraphs: [
        'The platform (the public site of each country, the couples’ project site and the provider area) is published and operated by the company named in the site’s legal notice, which gives its name, legal form, registered office, registration number, VAT number and the name of the publication director. It is referred to below as “the operator”.',
        'For any question about these terms, an account, a request or an invoice, anyone may write to customer service from their account or to the operator’s registered office. Customer service replies as soon as possible.',
      ],
    },
    definitions: {
      heading: 'Definitions',
      paragraphs: [
        '“Platform”: the sites and services described above, whatever the device used.',
        '“Couple” or “user”: anyone preparing a wedding or another event who uses the platform to find a provider.',
        '“Provider”: the event-planning professional (wedding planner) who presents their business on the platform.',
        '“Project”: the description of an event created by a couple (type of event, date, place, budget, message). “Request”: sending a project to a provider.',
        '“Premium subscription” and “credits”: the paid offers reserved for providers, described below.',
      ],
    },
    purpose: {
      heading: 'Purpose and acceptance',
      paragraphs: [
        'These terms set the rules for using the platform, which puts couples in touch with providers, and the terms of sale of the paid offers made to providers.',
        'Couples accept them by ticking the box provided when they create their profile; providers, when they register and with each order. Browsing the public sites requires no account, but the rules on content, liability and intellectual property apply to every visitor.',
        'The applicable terms are those published on this page on the day of use or of the order; they can be saved and printed.',
      ],
    },
    accounts: {
      heading: 'Account and phone number verification',
      paragraphs: [
        'An account is linked to a mobile phone number, verified by a six-digit code sent by text message. The code is personal, valid for a few minutes and must not be shared with anyone: the operator never asks for it by phone or by email.',
        'Users give accurate, up-to-date information about themselves (last name, first name, email address, city). The last name and first name cannot be changed once the account is created; to correct them, users contact customer service.',
        'Everyone is responsible for the use of their account and phone, and tells customer service at once if the phone is lost or the account is used fraudulently. The operator may suspend an account whose information is clearly false or which breaches these terms, after informing its holder, except in an emergency.',
        'An account can be deleted at any time, from its settings or simply by asking customer service.',
      ],
    },
    couples: {
      heading: 'The service for couples',
      paragraphs: [
        'The platform is free for couples: browsing the directory, creating a project, sending requests and receiving replies cost nothing, and no means of payment is asked for.',
        'Couples choose the providers they send their project to; the platform may suggest other providers suited to the project. A project is only passed on to the providers the couple contacts. To prevent abuse, the number of requests sent per day is limited.',
        'In the directory, providers are listed from nearest to furthest when a city is searched; otherwise Premium members come first, then the most recently active providers. A Premium member is marked as such.',
        'The platform is an intermediary: it is not a party to any contract a couple makes with a provider, who freely sets their own prices, services and terms. The prices shown on the sites (full planning from €4,000, partial planning from €2,000, on-the-day coordination from €1,500) are orders of magnitude that bind neither the operator nor the providers.',
      ],
    },
    planners: {
      heading: 'Paid offers for providers',
      paragraphs: [
        'Registering as a provider and presenting a profile in the directory are free. The paid offers are reserved for professionals acting for their business: the Premium subscription, which highlights the profile and gives access to additional features, and credits, which unlock the requests received.',
        'Prices: the prices of the Premium subscription and of credits are those shown in the provider area at the time of the order, in euros, excluding and including taxes. The price of a current subscription does not change before it renews; a new price only applies to a renewal announced at least thirty days in advance, and the provider may cancel in the meantime.',
        'Term, renewal and cancellation: the Premium subscription runs for one month and renews automatically for the same term. Providers may cancel it at any time from their area; cancellation takes effect at the end of the current, already paid period, with no pro-rata refund. The operator may terminate a subscription for a serious breach of these terms, after a formal notice left unanswered for fifteen days.',
        'Credits: credits are valid for twelve months from purchase. A credit used to unlock a request is not refundable; unused credits are neither exchanged nor refunded, unless the operator closes the account through no fault of the provider.',
        'Payment: payment is made online, by card, through the operator’s payment provider, which alone processes the card details. The subscription is paid at the start of each period and credits when ordered, and every invoice is available in the provider area. If the payment of a renewal fails, the Premium benefits are suspended until it is settled.',
      ],
    },
    obligations: {
      heading: 'Users’ obligations and prohibited content',
      paragraphs: [
        'Everyone uses the platform in good faith and lawfully. Providers publish accurate information about their business, services and prices, hold the authorisations their business requires and answer requests diligently.',
        'The following are prohibited in particular: false or misleading, unlawful, defamatory, abusive, discriminatory, violent or sexual content; content that infringes the rights of others (images, trademarks, privacy); unsolicited advertising and contacting users for any purpose other than their project; automated data collection, identity theft and getting around security measures or sending limits.',
        'Any unlawful content can be reported to customer service, saying where it is and why it is reported. The operator examines every report, may remove content or suspend an account, and informs the person concerned of its decision and the reasons for it, which they may contest with customer service.',
      ],
    },
    reviews: {
      heading: 'Reviews and testimonials',
      paragraphs: [
        'A review of a provider can only be left by a couple who contacted them through the platform, about a service actually provided; it is published with its date. The operator pays for no review and does not change its content.',
        'Before publication, the operator checks that the review comes from an account that sent a request to that provider. It may refuse or remove a review that breaches these terms (prohibited content, conflict of interest, a review unrelated to the service). Providers may reply publicly to a review and report a review they consider unlawful.',
        'Testimonials shown on the sites are published with their authors’ consent.',
      ],
    },
    liability: {
      heading: 'Liability',
      paragraphs: [
        'The operator takes reasonable steps to keep the platform available and the data secure, without guaranteeing an uninterrupted service: interruptions may occur for maintenance or in case of failure.',
        'Each provider is solely responsible for the information in their profile and for the services they provide. The operator guarantees neither a provider’s availability, nor a reply to a request, nor the performance of a contract made between a couple and a provider.',
        'Towards a provider, the operator’s liability is limited to direct and foreseeable damage, up to the amounts that provider paid over the last twelve months. These limits do not apply to gross negligence or wilful misconduct, to personal injury, or to the rights the law guarantees to consumers.',
      ],
    },
    'intellectual-property': {
      heading: 'Intellectual property',
      paragraphs: [
        'The platform, its structure, texts, logos, databases and software are protected and belong to the operator or to those who licensed them to it. Any reproduction or substantial extraction without written permission is prohibited.',
        'Providers warrant that they hold the rights to the texts, photos and videos they publish. They grant the operator, for as long as they are on the platform, a free, non-exclusive licence to reproduce them, adapt them to the format of the pages and show them on the platform and in its promotion, in every country where it is offered.',
      ],
    },
    'personal-data': {
      heading: 'Personal data',
      paragraphs: [
        'The operator processes users’ personal data as controller, in accordance with the General Data Protection Regulation (GDPR). The phone number is used to verify the account by text message; a project’s details are only passed on to the providers the couple contacts, who then process them under their own responsibility.',
        'The purposes, legal bases, retention periods, recipients and everyone’s rights (access, rectification, erasure, restriction, objection, portability, complaint to the supervisory authority) are described in the platform’s privacy policy. These rights are exercised with customer service.',
      ],
    },
    withdrawal: {
      heading: 'Right of withdrawal',
      paragraphs: [
        'The services offered to couples are free: no payment is asked of them, and they may stop using them and delete their account at any time.',
        'The paid offers are reserved for professionals, who do not have consumers’ right of withdrawal, unless the law that applies to them grants it. In that case it is exercised within fourteen days of the order, by a statement sent to customer service; a provider who asked for the subscription to start before the end of that period pays for the part of the service already provided, and credits already used are not refunded.',
      ],
    },
    changes: {
      heading: 'Changes to these terms',
      paragraphs: [
        'The operator may change these terms to follow changes in the platform or in the law. Account holders are told of any significant change at least thirty days before it takes effect, by email or in their area; a provider who refuses it may cancel their subscription free of charge before that date.',
        'An order remains governed by the terms accepted when it was placed, until the next renewal.',
      ],
    },
    disputes: {
      heading: 'Governing law, mediation and disputes',
      paragraphs: [
        'These terms are governed by the law of the country where the operator has its registered office. Consumers keep the protection of the mandatory provisions of the law of the country where they live.',
        'In case of difficulty, users first write to customer service to seek an amicable solution. Failing agreement within two months, consumers may refer the matter free of charge to the consumer mediator the operator belongs to, whose details are given in the legal notice.',
        'Failing an amicable solution, the dispute is brought before the competent courts; consumers may go to the court of the place where they live. Between professionals, the courts of the operator’s registered office have sole jurisdiction.',
      ],
    },
    version: {
      heading: 'Version and entry into force',
      paragraphs: [
        'This version of the terms of sale has been in force since {date} and replaces the earlier ones, which remain available from customer service on request.',
      ],
    },
  },
};
