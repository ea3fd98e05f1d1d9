import type { Language } from '@shared/i18n/languages';
import { sanitizeHtml } from '../html/sanitize-html';
import type { SeededRandom } from './seeded-random';

/** What an intro says of the provider: placeholders, filled in once the template is sanitised. */
interface PortraitFacts {
  name: string;
  city: string;
  years: string;
}

interface PortraitTexts {
  intros: readonly ((facts: PortraitFacts) => string)[];
  approaches: readonly string[];
  servicesTitle: string;
  services: readonly string[];
  closings: readonly string[];
}

const TEXTS: Readonly<Record<Language, PortraitTexts>> = {
  fr: {
    intros: [
      ({ name, city, years }) =>
        `<strong>${name}</strong> accompagne les couples à ${city} et dans toute la région depuis ${years} ans.`,
      ({ name, city }) =>
        `Basée à ${city}, <strong>${name}</strong> imagine des mariages qui vous ressemblent, du premier rendez-vous au dernier slow.`,
      ({ name, years }) =>
        `Depuis ${years} ans, <strong>${name}</strong> met son sens du détail au service des plus beaux jours.`,
    ],
    approaches: [
      'Chaque projet commence par une longue discussion autour d’un café : votre histoire guide toutes nos idées.',
      'Nous travaillons avec un réseau fidèle de lieux, traiteurs, fleuristes et musiciens sélectionnés avec soin.',
      'Notre priorité : que vous profitiez pleinement de la journée pendant que nous veillons à tout.',
    ],
    servicesTitle: 'Ce que nous proposons',
    services: [
      'Organisation complète',
      'Organisation partielle',
      'Coordination du jour J',
      'Recherche de lieux',
      'Scénographie et décoration',
      'Gestion du budget et des prestataires',
    ],
    closings: [
      'Parlons de votre projet : la première rencontre est offerte.',
      'Contactez-nous pour recevoir une proposition sur mesure.',
    ],
  },
  en: {
    intros: [
      ({ name, city, years }) =>
        `<strong>${name}</strong> has been planning weddings in and around ${city} for ${years} years.`,
      ({ name, city }) =>
        `Based in ${city}, <strong>${name}</strong> designs relaxed, personal celebrations from the first idea to the last dance.`,
      ({ name, years }) =>
        `For ${years} years <strong>${name}</strong> has looked after every detail so couples can simply enjoy their day.`,
    ],
    approaches: [
      'Every project starts with a long chat over coffee: your story shapes every idea.',
      'We work with a trusted network of venues, caterers, florists and musicians.',
      'Our promise: you enjoy the day while we take care of everything else.',
    ],
    servicesTitle: 'What we offer',
    services: [
      'Full planning',
      'Partial planning',
      'On-the-day coordination',
      'Venue finding',
      'Styling and decoration',
      'Budget and supplier management',
    ],
    closings: [
      'Tell us about your plans: the first meeting is on us.',
      'Get in touch for a tailored proposal.',
    ],
  },
  nl: {
    intros: [
      ({ name, city, years }) =>
        `<strong>${name}</strong> begeleidt al ${years} jaar koppels in ${city} en omgeving.`,
      ({ name, city }) =>
        `Vanuit ${city} ontwerpt <strong>${name}</strong> persoonlijke trouwfeesten, van het eerste idee tot de laatste dans.`,
      ({ name, years }) =>
        `Al ${years} jaar zorgt <strong>${name}</strong> voor elk detail, zodat jullie gewoon kunnen genieten.`,
    ],
    approaches: [
      'Elk project begint met een goed gesprek bij een kop koffie: jullie verhaal bepaalt elk idee.',
      'We werken met een vast netwerk van locaties, cateraars, bloemisten en muzikanten.',
      'Onze belofte: jullie genieten van de dag, wij regelen de rest.',
    ],
    servicesTitle: 'Wat we aanbieden',
    services: [
      'Volledige organisatie',
      'Gedeeltelijke organisatie',
      'Coördinatie op de trouwdag',
      'Zoeken naar een locatie',
      'Styling en decoratie',
      'Budget- en leveranciersbeheer',
    ],
    closings: [
      'Vertel ons over jullie plannen: het eerste gesprek is gratis.',
      'Neem contact op voor een voorstel op maat.',
    ],
  },
  de: {
    intros: [
      ({ name, city, years }) =>
        `<strong>${name}</strong> begleitet seit ${years} Jahren Brautpaare in ${city} und Umgebung.`,
      ({ name, city }) =>
        `Von ${city} aus plant <strong>${name}</strong> persönliche Hochzeiten, von der ersten Idee bis zum letzten Tanz.`,
      ({ name, years }) =>
        `Seit ${years} Jahren kümmert sich <strong>${name}</strong> um jedes Detail, damit Sie Ihren Tag einfach genießen.`,
    ],
    approaches: [
      'Jedes Projekt beginnt mit einem ausführlichen Gespräch bei einem Kaffee: Ihre Geschichte prägt jede Idee.',
      'Wir arbeiten mit einem bewährten Netzwerk aus Locations, Caterern, Floristen und Musikern.',
      'Unser Versprechen: Sie genießen den Tag, wir kümmern uns um den Rest.',
    ],
    servicesTitle: 'Unser Angebot',
    services: [
      'Komplettplanung',
      'Teilplanung',
      'Koordination am Hochzeitstag',
      'Locationsuche',
      'Dekoration und Styling',
      'Budget- und Dienstleisterverwaltung',
    ],
    closings: [
      'Erzählen Sie uns von Ihren Plänen: das erste Treffen ist kostenlos.',
      'Kontaktieren Sie uns für ein individuelles Angebot.',
    ],
  },
  it: {
    intros: [
      ({ name, city, years }) =>
        `<strong>${name}</strong> accompagna gli sposi a ${city} e dintorni da ${years} anni.`,
      ({ name, city }) =>
        `Con base a ${city}, <strong>${name}</strong> progetta matrimoni su misura, dalla prima idea all’ultimo ballo.`,
      ({ name, years }) =>
        `Da ${years} anni <strong>${name}</strong> cura ogni dettaglio perché gli sposi possano godersi la giornata.`,
    ],
    approaches: [
      'Ogni progetto inizia con una lunga chiacchierata davanti a un caffè: la vostra storia guida ogni idea.',
      'Lavoriamo con una rete fidata di location, catering, fioristi e musicisti.',
      'La nostra promessa: voi vi godete la festa, noi pensiamo a tutto il resto.',
    ],
    servicesTitle: 'Cosa offriamo',
    services: [
      'Organizzazione completa',
      'Organizzazione parziale',
      'Coordinamento del giorno del matrimonio',
      'Ricerca della location',
      'Allestimenti e decorazioni',
      'Gestione del budget e dei fornitori',
    ],
    closings: [
      'Raccontateci il vostro progetto: il primo incontro è gratuito.',
      'Contattateci per una proposta su misura.',
    ],
  },
  es: {
    intros: [
      ({ name, city, years }) =>
        `<strong>${name}</strong> acompaña a las parejas en ${city} y alrededores desde hace ${years} años.`,
      ({ name, city }) =>
        `Desde ${city}, <strong>${name}</strong> diseña bodas personales, de la primera idea al último baile.`,
      ({ name, years }) =>
        `Desde hace ${years} años <strong>${name}</strong> cuida cada detalle para que solo tengáis que disfrutar.`,
    ],
    approaches: [
      'Cada proyecto empieza con una larga charla tomando un café: vuestra historia inspira cada idea.',
      'Trabajamos con una red de confianza de espacios, catering, floristas y músicos.',
      'Nuestra promesa: vosotros disfrutáis del día y nosotros nos ocupamos del resto.',
    ],
    servicesTitle: 'Qué ofrecemos',
    services: [
      'Organización integral',
      'Organización parcial',
      'Coordinación del día de la boda',
      'Búsqueda de espacios',
      'Decoración y ambientación',
      'Gestión del presupuesto y de proveedores',
    ],
    closings: [
      'Contadnos vuestro proyecto: la primera reunión es gratuita.',
      'Escribidnos para recibir una propuesta a medida.',
    ],
  },
  pt: {
    intros: [
      ({ name, city, years }) =>
        `<strong>${name}</strong> acompanha casais em ${city} e arredores há ${years} anos.`,
      ({ name, city }) =>
        `Com base em ${city}, <strong>${name}</strong> desenha casamentos à vossa medida, da primeira ideia à última dança.`,
      ({ name, years }) =>
        `Há ${years} anos que <strong>${name}</strong> cuida de cada detalhe para que só tenham de aproveitar.`,
    ],
    approaches: [
      'Cada projeto começa com uma longa conversa à volta de um café: a vossa história inspira cada ideia.',
      'Trabalhamos com uma rede de confiança de espaços, catering, floristas e músicos.',
      'A nossa promessa: vocês aproveitam o dia e nós tratamos do resto.',
    ],
    servicesTitle: 'O que oferecemos',
    services: [
      'Organização completa',
      'Organização parcial',
      'Coordenação do dia do casamento',
      'Procura de espaços',
      'Decoração e styling',
      'Gestão do orçamento e dos fornecedores',
    ],
    closings: [
      'Falem-nos do vosso projeto: a primeira reunião é gratuita.',
      'Contactem-nos para uma proposta à medida.',
    ],
  },
};

/** Where the provider's facts go in a template; plain text, which the sanitiser leaves as it is. */
const PLACEHOLDERS: PortraitFacts = { name: '{{name}}', city: '{{city}}', years: '{{years}}' };

/**
 * The characters an HTML serializer escapes in text, escaped as it does: a fact filled into sanitised HTML
 * this way gives exactly the HTML `sanitizeHtml` would have returned for the whole portrait.
 */
const TEXT_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '\u00a0': '&nbsp;',
};

function escapeText(text: string): string {
  return text.replace(/[&<>\u00a0]/g, (character) => TEXT_ESCAPES[character] ?? character);
}

const sanitizedFragments = new Map<string, string>();

/**
 * A fragment of whole elements, sanitised once per distinct text: the portraits are assembled from a few
 * hundred fragments, so seeding 100 000 providers runs DOMPurify a few hundred times, not 100 000.
 */
function sanitizedFragment(fragment: string): string {
  let sanitized = sanitizedFragments.get(fragment);
  if (sanitized === undefined) {
    sanitized = sanitizeHtml(fragment);
    sanitizedFragments.set(fragment, sanitized);
  }
  return sanitized;
}

/**
 * A provider's presentation as the back-office's rich-text editor would save it (paragraphs, bold, one
 * bulleted list), already sanitised: each fragment goes through `sanitizeHtml` with placeholders for the
 * provider's facts, which are then filled in escaped as text.
 */
export function portraitHtml(
  random: SeededRandom,
  language: Language,
  provider: { name: string; city: string },
): string {
  const texts = TEXTS[language];
  const facts: PortraitFacts = {
    name: escapeText(provider.name),
    city: escapeText(provider.city),
    years: String(3 + random.int(18)),
  };
  const services = random.sample(texts.services, 3 + random.int(3));
  return [
    sanitizedFragment(`<p>${random.pick(texts.intros)(PLACEHOLDERS)}</p>`),
    sanitizedFragment(`<p>${random.sample(texts.approaches, 2).join(' ')}</p>`),
    sanitizedFragment(`<p><strong>${texts.servicesTitle}</strong></p>`),
    // Item by item: a list of 3 to 5 of 6 services has hundreds of orders, its items only six texts.
    `<ul>${services.map((service) => sanitizedFragment(`<li>${service}</li>`)).join('')}</ul>`,
    sanitizedFragment(`<p>${random.pick(texts.closings)}</p>`),
  ]
    .join('')
    .replace(/\{\{(name|city|years)\}\}/g, (_placeholder, fact: keyof PortraitFacts) => facts[fact]);
}
