import type { ReviewsTexts } from './fr';

export const en: ReviewsTexts = {
  /** Couples' reviews: the invitation email, the review page, the profile's section, the API's refusals. */
  reviews: {
    notFound: 'This review does not exist.',
    alreadyReported: 'You have already reported this review: support is looking or has looked into it.',
    invitationSubject: 'Your review of {{planner}}',
    invitationBody:
      'Hello {{name}},\n\nYour {{eventType}} on {{date}} has passed: how was working with {{planner}}? Your review helps other couples choose.\n\nLeave your review here:\n{{link}}\n\nThis link is yours alone and works until {{expiry}}.\n\nThe {{brand}} team',
    stars: '{{count}} out of 5',
    page: {
      title: 'Your review',
      heading: 'Your review of {{planner}}',
      lead: 'Your event on {{date}} has passed: tell us how working together went.',
      rating: 'Your rating',
      text: 'Your review',
      publicNote:
        'Your review will be published on the wedding planner’s profile under the name “{{name}}”, with your event’s date.',
      submit: 'Publish my review',
      fixErrors: 'Your review was not sent:',
      thanksTitle: 'Thank you for your review',
      thanks: 'Your review is published on {{planner}}’s profile.',
      toProfile: 'See {{planner}}’s profile',
      linkInvalid: 'This link is not valid. Use the whole link you received by email.',
      linkExpired: 'This link has expired: it can no longer be used to leave a review.',
      alreadyReviewed: 'You have already reviewed this request. Thank you!',
    },
    profile: {
      title: 'Couples’ reviews',
      average: 'Average rating: {{average}} out of 5',
      count: 'Reviews: {{count}}',
      rating: 'Rating: {{rating}} out of 5',
      verified: 'Verified review',
      eventOn: 'Event on {{date}}',
      reply: 'Reply from {{planner}}',
    },
  },
};
