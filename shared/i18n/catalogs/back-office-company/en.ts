import type french from './fr';

export default {
  backOfficeCompany: {
    company: {
      title: 'Your company',
      intro:
        'What couples see of your company: its name, address and services appear on your profile and in the directory as soon as they are saved.',
    },
    name: {
      title: 'Name',
      label: 'Company name',
      loading: 'Loading the name…',
      loadFailed: 'The name could not be loaded.',
      submit: 'Save the name',
      done: 'The name has been saved.',
    },
    siret: {
      title: 'SIRET number',
      label: 'SIRET number',
      hint: '14 digits, on your Kbis extract or your Insee registration notice.',
      invalid: 'This SIRET number is not valid: check its 14 digits.',
      loading: 'Loading the SIRET…',
      loadFailed: 'The SIRET could not be loaded.',
      submit: 'Save the SIRET',
      done: 'The SIRET has been saved.',
      lookUp: 'Look it up in the register',
      lookingUp: 'Looking it up in the register…',
      found:
        'Found in the register: {{name}}, {{city}}. The name and address have been filled in: check them, then save them.',
    },
    details: {
      title: 'Legal details and contact',
      legalForm: 'Legal form',
      legalFormHint: 'For example: SARL, SAS, sole trader.',
      vatNumber: 'EU VAT number',
      vatNumberHint: 'For example: FR40303265045.',
      vatNumberInvalid: 'This VAT number is not valid: two country letters, then digits.',
      website: 'Website',
      websiteHint: 'Its full address, for example https://www.my-company.com.',
      websiteInvalid: 'Enter the full address of your website, starting with https://.',
      phone: 'Company phone',
      phoneHint: 'The country, then the number as you write it: 04 78 00 00 00.',
      loading: 'Loading the details…',
      loadFailed: 'The details could not be loaded.',
      submit: 'Save the details',
      done: 'The details have been saved.',
    },
    address: {
      title: 'Address',
      street: 'Address (number and street)',
      city: 'City',
      cityHint: 'Type the start of the name, then choose the city from the list: “City (postal code)”.',
      cityInvalid: 'Choose a city from the list.',
      loading: 'Loading the address…',
      loadFailed: 'The address could not be loaded.',
      submit: 'Save the address',
      done: 'The address has been saved.',
    },
    onboarding: {
      title: 'Complete my profile',
      intro: 'Each step makes your profile more complete; those marked required are needed to finish.',
      score: 'Profile {{score}}% complete',
      scoreLabel: 'Profile completeness',
      required: 'Required',
      recommended: 'Recommended',
      done: 'Done',
      toDo: 'To do',
      go: 'Complete: {{part}}',
      loading: 'Loading your progress…',
      loadFailed: 'Your progress could not be loaded.',
      missing: 'Still to do before finishing: {{parts}}.',
      finished: 'Your registration is finished: your profile is ready.',
      finishText: 'Every required step is done: you can finish your registration.',
      dashboardLink: 'See my profile’s steps',
    },
    parts: {
      company: {
        title: 'Company name and SIRET',
        brings: 'Couples know who they are talking to, and we check that your company exists.',
      },
      address: {
        title: 'Address',
        brings: 'Your profile shows up in searches around your city.',
      },
      services: {
        title: 'Services',
        brings: 'Couples looking for full planning or day-of coordination find you.',
      },
      portrait: {
        title: 'Your portrait',
        brings: 'How you work, in your own words: it is what makes couples want to contact you.',
      },
      languages: {
        title: 'Languages spoken',
        brings: 'Foreign or bilingual couples find you by their language.',
      },
      profilePhoto: {
        title: 'Profile photo',
        brings: 'A face on your directory card: it is opened far more often.',
      },
      gallery: {
        title: 'Three gallery photos',
        brings: 'Your work builds trust and shows your style.',
      },
    },
  },
} satisfies typeof french;
