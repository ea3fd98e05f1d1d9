import backOfficeAccountDe from './back-office-account/de';
import backOfficeAccountEn from './back-office-account/en';
import backOfficeAccountEs from './back-office-account/es';
import backOfficeAccountFr from './back-office-account/fr';
import backOfficeAccountIt from './back-office-account/it';
import backOfficeAccountNl from './back-office-account/nl';
import backOfficeAccountPt from './back-office-account/pt';
import backOfficeShellDe from './back-office-shell/de';
import backOfficeShellEn from './back-office-shell/en';
import backOfficeShellEs from './back-office-shell/es';
import backOfficeShellFr from './back-office-shell/fr';
import backOfficeShellIt from './back-office-shell/it';
import backOfficeShellNl from './back-office-shell/nl';
import backOfficeShellPt from './back-office-shell/pt';
import backOfficeSignInDe from './back-office-sign-in/de';
import backOfficeSignInEn from './back-office-sign-in/en';
import backOfficeSignInEs from './back-office-sign-in/es';
import backOfficeSignInFr from './back-office-sign-in/fr';
import backOfficeSignInIt from './back-office-sign-in/it';
import backOfficeSignInNl from './back-office-sign-in/nl';
import backOfficeSignInPt from './back-office-sign-in/pt';
import carouselDe from './carousel/de';
import carouselEn from './carousel/en';
import carouselEs from './carousel/es';
import carouselFr from './carousel/fr';
import carouselIt from './carousel/it';
import carouselNl from './carousel/nl';
import carouselPt from './carousel/pt';
import commonDe from './common/de';
import commonEn from './common/en';
import commonEs from './common/es';
import commonFr from './common/fr';
import commonIt from './common/it';
import commonNl from './common/nl';
import commonPt from './common/pt';
import contactWidgetDe from './contact-widget/de';
import contactWidgetEn from './contact-widget/en';
import contactWidgetEs from './contact-widget/es';
import contactWidgetFr from './contact-widget/fr';
import contactWidgetIt from './contact-widget/it';
import contactWidgetNl from './contact-widget/nl';
import contactWidgetPt from './contact-widget/pt';
import datePickerDe from './date-picker/de';
import datePickerEn from './date-picker/en';
import datePickerEs from './date-picker/es';
import datePickerFr from './date-picker/fr';
import datePickerIt from './date-picker/it';
import datePickerNl from './date-picker/nl';
import datePickerPt from './date-picker/pt';
import directoryDe from './directory/de';
import directoryEn from './directory/en';
import directoryEs from './directory/es';
import directoryFr from './directory/fr';
import directoryIt from './directory/it';
import directoryNl from './directory/nl';
import directoryPt from './directory/pt';
import phoneMaskDe from './phone-mask/de';
import phoneMaskEn from './phone-mask/en';
import phoneMaskEs from './phone-mask/es';
import phoneMaskFr from './phone-mask/fr';
import phoneMaskIt from './phone-mask/it';
import phoneMaskNl from './phone-mask/nl';
import phoneMaskPt from './phone-mask/pt';
import projectViewDe from './project-view/de';
import projectViewEn from './project-view/en';
import projectViewEs from './project-view/es';
import projectViewFr from './project-view/fr';
import projectViewIt from './project-view/it';
import projectViewNl from './project-view/nl';
import projectViewPt from './project-view/pt';
import projectSiteDe from './project-site/de';
import projectSiteEn from './project-site/en';
import projectSiteEs from './project-site/es';
import projectSiteFr from './project-site/fr';
import projectSiteIt from './project-site/it';
import projectSiteNl from './project-site/nl';
import projectSitePt from './project-site/pt';
import projectWizardDe from './project-wizard/de';
import projectWizardEn from './project-wizard/en';
import projectWizardEs from './project-wizard/es';
import projectWizardFr from './project-wizard/fr';
import projectWizardIt from './project-wizard/it';
import projectWizardNl from './project-wizard/nl';
import projectWizardPt from './project-wizard/pt';
import richTextDe from './rich-text/de';
import richTextEn from './rich-text/en';
import richTextEs from './rich-text/es';
import richTextFr from './rich-text/fr';
import richTextIt from './rich-text/it';
import richTextNl from './rich-text/nl';
import richTextPt from './rich-text/pt';
import uiDe from './ui/de';
import uiEn from './ui/en';
import uiEs from './ui/es';
import uiFr from './ui/fr';
import uiIt from './ui/it';
import uiNl from './ui/nl';
import uiPt from './ui/pt';
import validationDe from './validation/de';
import validationEn from './validation/en';
import validationEs from './validation/es';
import validationFr from './validation/fr';
import validationIt from './validation/it';
import validationNl from './validation/nl';
import validationPt from './validation/pt';
import { LANGUAGES, type Language } from '../languages';
import { NAMESPACES, type Catalog, type Namespace, type NamespaceTexts } from './namespaces';

export {
  GROUPS,
  NAMESPACES,
  namespaceOf,
  type Catalog,
  type Namespace,
  type NamespaceTexts,
} from './namespaces';

/** Every file of every namespace, imported at once: what the server and the tests need, never the browser. */
export const EVERY_TEXT: { readonly [N in Namespace]: Readonly<Record<Language, NamespaceTexts[N]>> } = {
  common: {
    fr: commonFr,
    en: commonEn,
    nl: commonNl,
    de: commonDe,
    it: commonIt,
    es: commonEs,
    pt: commonPt,
  },
  validation: {
    fr: validationFr,
    en: validationEn,
    nl: validationNl,
    de: validationDe,
    it: validationIt,
    es: validationEs,
    pt: validationPt,
  },
  ui: { fr: uiFr, en: uiEn, nl: uiNl, de: uiDe, it: uiIt, es: uiEs, pt: uiPt },
  carousel: {
    fr: carouselFr,
    en: carouselEn,
    nl: carouselNl,
    de: carouselDe,
    it: carouselIt,
    es: carouselEs,
    pt: carouselPt,
  },
  'rich-text': {
    fr: richTextFr,
    en: richTextEn,
    nl: richTextNl,
    de: richTextDe,
    it: richTextIt,
    es: richTextEs,
    pt: richTextPt,
  },
  'phone-mask': {
    fr: phoneMaskFr,
    en: phoneMaskEn,
    nl: phoneMaskNl,
    de: phoneMaskDe,
    it: phoneMaskIt,
    es: phoneMaskEs,
    pt: phoneMaskPt,
  },
  'date-picker': {
    fr: datePickerFr,
    en: datePickerEn,
    nl: datePickerNl,
    de: datePickerDe,
    it: datePickerIt,
    es: datePickerEs,
    pt: datePickerPt,
  },
  'contact-widget': {
    fr: contactWidgetFr,
    en: contactWidgetEn,
    nl: contactWidgetNl,
    de: contactWidgetDe,
    it: contactWidgetIt,
    es: contactWidgetEs,
    pt: contactWidgetPt,
  },
  directory: {
    fr: directoryFr,
    en: directoryEn,
    nl: directoryNl,
    de: directoryDe,
    it: directoryIt,
    es: directoryEs,
    pt: directoryPt,
  },
  'project-wizard': {
    fr: projectWizardFr,
    en: projectWizardEn,
    nl: projectWizardNl,
    de: projectWizardDe,
    it: projectWizardIt,
    es: projectWizardEs,
    pt: projectWizardPt,
  },
  'project-view': {
    fr: projectViewFr,
    en: projectViewEn,
    nl: projectViewNl,
    de: projectViewDe,
    it: projectViewIt,
    es: projectViewEs,
    pt: projectViewPt,
  },
  'project-site': {
    fr: projectSiteFr,
    en: projectSiteEn,
    nl: projectSiteNl,
    de: projectSiteDe,
    it: projectSiteIt,
    es: projectSiteEs,
    pt: projectSitePt,
  },
  'back-office-shell': {
    fr: backOfficeShellFr,
    en: backOfficeShellEn,
    nl: backOfficeShellNl,
    de: backOfficeShellDe,
    it: backOfficeShellIt,
    es: backOfficeShellEs,
    pt: backOfficeShellPt,
  },
  'back-office-sign-in': {
    fr: backOfficeSignInFr,
    en: backOfficeSignInEn,
    nl: backOfficeSignInNl,
    de: backOfficeSignInDe,
    it: backOfficeSignInIt,
    es: backOfficeSignInEs,
    pt: backOfficeSignInPt,
  },
  'back-office-account': {
    fr: backOfficeAccountFr,
    en: backOfficeAccountEn,
    nl: backOfficeAccountNl,
    de: backOfficeAccountDe,
    it: backOfficeAccountIt,
    es: backOfficeAccountEs,
    pt: backOfficeAccountPt,
  },
};

function catalogOf(language: Language): Catalog {
  return Object.assign({}, ...NAMESPACES.map((namespace) => EVERY_TEXT[namespace][language])) as Catalog;
}

/**
 * Every language's whole catalog: for the server, which writes any text in any language synchronously, and for
 * the tests. Browser code never imports it: it fetches the namespaces it needs, in its own language only
 * (`load-texts.ts`).
 */
export const CATALOGS: Readonly<Record<Language, Catalog>> = Object.fromEntries(
  LANGUAGES.map((language) => [language, catalogOf(language)]),
) as Record<Language, Catalog>;
