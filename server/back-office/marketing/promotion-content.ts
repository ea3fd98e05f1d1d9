import type { Language } from '@shared/i18n/languages';
import { LANGUAGES } from '@shared/i18n/languages';
import { COUNTRY_CODES } from '@shared/sites';
import type { Queryable } from '@server/db/database';

/**
 * The promotions the back-office's dashboard shows (docs/product/back-office.md#marketing): content, seeded in
 * every environment with the reference lists, per country site and language. Every country gets every
 * language: a provider reads the back-office in the language of their choice, whatever their country. A new
 * campaign is a new entry here (a new `campaign`), never an edited one: a provider who dismissed a campaign does
 * not see it again.
 */

interface PromotionText {
  title: string;
  body: string;
  linkLabel: string;
}

interface Campaign {
  kind: 'alert' | 'popup';
  campaign: string;
  startsAt: string;
  endsAt: string | null;
  linkPath: string;
  texts: Readonly<Record<Language, PromotionText>>;
}

export const PROMOTION_CAMPAIGNS: readonly Campaign[] = [
  {
    kind: 'alert',
    campaign: 'complete-profile-2026',
    startsAt: '2026-01-01T00:00:00Z',
    endsAt: null,
    linkPath: '/onboarding',
    texts: {
      fr: {
        title: 'Complétez votre profil',
        body: 'Les profils avec un portrait, leurs prestations et trois photos sont proposés aux couples en premier.',
        linkLabel: 'Voir ma liste',
      },
      en: {
        title: 'Complete your profile',
        body: 'Profiles with a portrait, their services and three photos are shown to couples first.',
        linkLabel: 'See my checklist',
      },
      nl: {
        title: 'Maak uw profiel compleet',
        body: 'Profielen met een portret, hun diensten en drie foto’s worden als eerste aan koppels getoond.',
        linkLabel: 'Mijn lijst bekijken',
      },
      de: {
        title: 'Vervollständigen Sie Ihr Profil',
        body: 'Profile mit Porträt, Leistungen und drei Fotos werden Paaren zuerst gezeigt.',
        linkLabel: 'Meine Liste ansehen',
      },
      it: {
        title: 'Completa il tuo profilo',
        body: 'I profili con un ritratto, i servizi e tre foto vengono mostrati per primi alle coppie.',
        linkLabel: 'Vedi la mia lista',
      },
      es: {
        title: 'Complete su perfil',
        body: 'Los perfiles con un retrato, sus servicios y tres fotos se muestran primero a las parejas.',
        linkLabel: 'Ver mi lista',
      },
      pt: {
        title: 'Complete o seu perfil',
        body: 'Os perfis com um retrato, os seus serviços e três fotografias são mostrados primeiro aos casais.',
        linkLabel: 'Ver a minha lista',
      },
    },
  },
  {
    kind: 'popup',
    campaign: 'support-log-2026',
    startsAt: '2026-01-01T00:00:00Z',
    endsAt: null,
    linkPath: '/account/support-access',
    texts: {
      fr: {
        title: 'Bienvenue dans votre espace',
        body: 'Notre équipe peut vous aider depuis votre compte, une heure au plus à chaque fois. Tout ce qu’elle y fait est noté dans le journal des accès du support.',
        linkLabel: 'Voir le journal',
      },
      en: {
        title: 'Welcome to your back-office',
        body: 'Our team can help you from inside your account, for one hour at most each time. Everything it does there is written to the support access log.',
        linkLabel: 'See the log',
      },
      nl: {
        title: 'Welkom in uw omgeving',
        body: 'Ons team kan u vanuit uw account helpen, telkens hoogstens een uur. Alles wat het daar doet, staat in het logboek van toegang door support.',
        linkLabel: 'Logboek bekijken',
      },
      de: {
        title: 'Willkommen in Ihrem Bereich',
        body: 'Unser Team kann Ihnen aus Ihrem Konto heraus helfen, jeweils höchstens eine Stunde. Alles, was es dort tut, steht im Protokoll der Support-Zugriffe.',
        linkLabel: 'Protokoll ansehen',
      },
      it: {
        title: 'Benvenuto nella tua area',
        body: 'Il nostro team può aiutarti dal tuo account, per un’ora al massimo ogni volta. Tutto ciò che vi fa è annotato nel registro degli accessi dell’assistenza.',
        linkLabel: 'Vedi il registro',
      },
      es: {
        title: 'Bienvenido a su espacio',
        body: 'Nuestro equipo puede ayudarle desde su cuenta, una hora como máximo cada vez. Todo lo que hace allí queda anotado en el registro de accesos del soporte.',
        linkLabel: 'Ver el registro',
      },
      pt: {
        title: 'Bem-vindo ao seu espaço',
        body: 'A nossa equipa pode ajudá-lo a partir da sua conta, uma hora no máximo de cada vez. Tudo o que lá faz fica registado no registo de acessos do suporte.',
        linkLabel: 'Ver o registo',
      },
    },
  },
];

/** Writes the campaigns' rows where missing (same kind, campaign, country and language): a restart adds none. */
export async function seedPromotions(db: Queryable): Promise<void> {
  const rows = PROMOTION_CAMPAIGNS.flatMap(({ texts, ...campaign }) =>
    COUNTRY_CODES.flatMap((country) =>
      LANGUAGES.map((language) => ({ ...campaign, country, language, ...texts[language] })),
    ),
  );
  await db.query(
    `INSERT INTO promotions (kind, campaign, country, language, title, body, link_path, link_label, starts_at,
                             ends_at)
     SELECT kind, campaign, country, language, title, body, "linkPath", "linkLabel", "startsAt", "endsAt"
     FROM json_to_recordset($1::json) AS p(kind text, campaign text, country text, language text, title text,
          body text, "linkPath" text, "linkLabel" text, "startsAt" timestamptz, "endsAt" timestamptz)
     ON CONFLICT (kind, campaign, country, language) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}
