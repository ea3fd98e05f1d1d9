import type { CountryCode } from '@shared/sites';
import type { Queryable } from '../db/database';
import { sanitizeHtml } from '../html/sanitize-html';

interface GuideArticle {
  slug: string;
  title: string;
  summary: string;
  /** Paragraphs and lists only: what the sanitiser keeps. */
  bodyHtml: string;
  publishedAt: string;
}

/**
 * The guides the public sites publish (the home page lists the newest, `/guide/list` all of them), seeded on
 * every server, production included: three short articles per country site, written in the site's language,
 * on the questions couples ask before hiring a planner: general advice, no made-up person or company in them.
 * Prices follow the indicative prices of docs/product/pricing-and-claims.md#indicative-prices.
 */
export const GUIDE_ARTICLES: Readonly<Record<CountryCode, readonly GuideArticle[]>> = {
  FR: [
    {
      slug: 'combien-coute-un-wedding-planner',
      title: 'Combien coûte un wedding planner ?',
      summary:
        'Organisation complète, partielle ou coordination du jour J : ce que couvre chaque formule et son prix.',
      publishedAt: '2025-09-02T08:00:00Z',
      bodyHtml: `<p>Le prix d’un wedding planner dépend surtout de ce que vous lui confiez. Comptez <strong>à partir de 4 000 €</strong> pour une organisation complète, <strong>2 000 €</strong> pour une organisation partielle et <strong>1 500 €</strong> pour la coordination du jour J.</p>
<p>Certains travaillent au forfait, d’autres au pourcentage du budget total. Demandez toujours un devis détaillé : nombre de rendez-vous, présence le jour du mariage, déplacements.</p>
<ul><li>Organisation complète : de la recherche du lieu jusqu’au dernier invité parti.</li><li>Organisation partielle : vous avez déjà le lieu, il s’occupe du reste.</li><li>Jour J : il prend le relais quelques semaines avant et dirige la journée.</li></ul>`,
    },
    {
      slug: 'quand-reserver-son-wedding-planner',
      title: 'Quand réserver son wedding planner ?',
      summary: 'Douze à dix-huit mois avant le mariage pour une organisation complète : le calendrier idéal.',
      publishedAt: '2025-10-14T08:00:00Z',
      bodyHtml: `<p>Les samedis de juin et de septembre partent vite. Pour une organisation complète, contactez des wedding planners <strong>douze à dix-huit mois</strong> avant la date.</p>
<p>Pour une coordination du jour J, trois à six mois suffisent souvent. Écrivez à plusieurs professionnels à la fois : les réponses arrivent plus vite et vous pouvez comparer.</p>`,
    },
    {
      slug: 'questions-a-poser-a-un-wedding-planner',
      title: 'Cinq questions à poser avant de signer',
      summary: 'Les bonnes questions pour choisir le wedding planner qui vous correspond.',
      publishedAt: '2025-11-20T08:00:00Z',
      bodyHtml: `<p>Un premier rendez-vous sert autant à vous présenter qu’à tester le professionnel. Voici cinq questions qui font la différence.</p>
<ul><li>Combien de mariages organisez-vous par saison ?</li><li>Serez-vous présent vous-même le jour J ?</li><li>Quels prestataires recommandez-vous, et touchez-vous une commission ?</li><li>Que se passe-t-il en cas d’annulation ?</li><li>Pouvez-vous me montrer un rétroplanning type ?</li></ul>`,
    },
  ],
  BE: [
    {
      slug: 'wat-kost-een-weddingplanner',
      title: 'Wat kost een weddingplanner?',
      summary:
        'Volledige organisatie, gedeeltelijke hulp of enkel de trouwdag: wat elke formule inhoudt en kost.',
      publishedAt: '2025-09-04T08:00:00Z',
      bodyHtml: `<p>De prijs hangt af van hoeveel u uit handen geeft. Reken <strong>vanaf € 4.000</strong> voor een volledige organisatie, <strong>€ 2.000</strong> voor gedeeltelijke organisatie en <strong>€ 1.500</strong> voor coördinatie op de trouwdag zelf.</p>
<p>Vraag altijd een gedetailleerde offerte: hoeveel afspraken, aanwezigheid op de dag zelf, verplaatsingskosten.</p>`,
    },
    {
      slug: 'wanneer-een-weddingplanner-boeken',
      title: 'Wanneer boekt u best een weddingplanner?',
      summary: 'Twaalf tot achttien maanden vooraf voor een volledige organisatie.',
      publishedAt: '2025-10-16T08:00:00Z',
      bodyHtml: `<p>Zaterdagen in mei, juni en september zijn snel volzet. Neem voor een volledige organisatie <strong>twaalf tot achttien maanden</strong> vooraf contact op.</p>
<p>Voor coördinatie op de trouwdag volstaan vaak drie tot zes maanden. Contacteer meerdere planners tegelijk: u krijgt sneller antwoord en kunt vergelijken.</p>`,
    },
    {
      slug: 'trouwen-in-twee-talen',
      title: 'Trouwen in twee talen',
      summary: 'Een Nederlandstalige en een Franstalige familie? Zo houdt u iedereen betrokken.',
      publishedAt: '2025-11-22T08:00:00Z',
      bodyHtml: `<p>In België trouwen veel koppels met gasten uit beide taalgemeenschappen. Kies een planner die beide talen vlot spreekt: op elk profiel ziet u welke talen hij of zij spreekt.</p>
<ul><li>Een tweetalige ceremoniemeester.</li><li>Menukaarten en bewegwijzering in beide talen.</li><li>Speeches afwisselend of met een korte samenvatting.</li></ul>`,
    },
  ],
  GB: [
    {
      slug: 'how-much-does-a-wedding-planner-cost',
      title: 'How much does a wedding planner cost?',
      summary:
        'Full planning, partial planning or on-the-day coordination: what each covers and what it costs.',
      publishedAt: '2025-09-03T08:00:00Z',
      bodyHtml: `<p>The fee depends on how much you hand over. Expect <strong>from €4,000</strong> for full planning, <strong>€2,000</strong> for partial planning and <strong>€1,500</strong> for on-the-day coordination.</p>
<p>Some planners charge a flat fee, others a percentage of the total budget. Always ask for an itemised quote: number of meetings, hours on the day, travel.</p>`,
    },
    {
      slug: 'when-to-book-your-wedding-planner',
      title: 'When should you book your wedding planner?',
      summary: 'Twelve to eighteen months ahead for full planning: a sensible timeline.',
      publishedAt: '2025-10-15T08:00:00Z',
      bodyHtml: `<p>Summer Saturdays go first. For full planning, get in touch <strong>twelve to eighteen months</strong> before the date.</p>
<p>On-the-day coordination can often be booked three to six months ahead. Contact several planners at once: replies come faster and you can compare.</p>`,
    },
    {
      slug: 'questions-to-ask-a-wedding-planner',
      title: 'Five questions to ask before you sign',
      summary: 'What to ask at the first meeting to find the right planner.',
      publishedAt: '2025-11-21T08:00:00Z',
      bodyHtml: `<p>A first meeting is as much your interview as theirs. These questions tell you a lot.</p>
<ul><li>How many weddings do you take on each season?</li><li>Will you be there yourself on the day?</li><li>Which suppliers do you recommend, and do you earn commission from them?</li><li>What happens if we have to cancel?</li><li>Can we see an example timeline?</li></ul>`,
    },
  ],
  DE: [
    {
      slug: 'was-kostet-ein-hochzeitsplaner',
      title: 'Was kostet ein Hochzeitsplaner?',
      summary:
        'Komplettplanung, Teilplanung oder Koordination am Hochzeitstag: Leistungen und Preise im Überblick.',
      publishedAt: '2025-09-05T08:00:00Z',
      bodyHtml: `<p>Der Preis hängt davon ab, wie viel Sie abgeben. Rechnen Sie mit <strong>ab 4.000 €</strong> für die Komplettplanung, <strong>2.000 €</strong> für die Teilplanung und <strong>1.500 €</strong> für die Koordination am Hochzeitstag.</p>
<p>Manche arbeiten mit Pauschalen, andere mit einem Anteil am Gesamtbudget. Lassen Sie sich ein detailliertes Angebot geben: Anzahl der Termine, Anwesenheit am Tag, Fahrtkosten.</p>`,
    },
    {
      slug: 'wann-hochzeitsplaner-buchen',
      title: 'Wann sollte man den Hochzeitsplaner buchen?',
      summary: 'Zwölf bis achtzehn Monate vorher für eine Komplettplanung.',
      publishedAt: '2025-10-17T08:00:00Z',
      bodyHtml: `<p>Samstage im Sommer sind schnell vergeben. Für eine Komplettplanung melden Sie sich am besten <strong>zwölf bis achtzehn Monate</strong> vor dem Termin.</p>
<p>Für die Koordination am Hochzeitstag reichen oft drei bis sechs Monate. Schreiben Sie mehrere Planer gleichzeitig an: So kommen die Antworten schneller und Sie können vergleichen.</p>`,
    },
    {
      slug: 'standesamt-und-freie-trauung',
      title: 'Standesamt und freie Trauung planen',
      summary: 'Zwei Zeremonien, ein Fest: wie ein Hochzeitsplaner beides zusammenbringt.',
      publishedAt: '2025-11-23T08:00:00Z',
      bodyHtml: `<p>Viele Paare heiraten zuerst im kleinen Kreis auf dem Standesamt und feiern später eine freie Trauung mit allen Gästen. Ein Planer stimmt beide Termine aufeinander ab.</p>
<ul><li>Termin beim Standesamt früh reservieren.</li><li>Freie Rednerin oder freien Redner rechtzeitig anfragen.</li><li>Einen Plan B für die Trauung im Freien bereithalten.</li></ul>`,
    },
  ],
  IT: [
    {
      slug: 'quanto-costa-un-wedding-planner',
      title: 'Quanto costa un wedding planner?',
      summary:
        'Organizzazione completa, parziale o coordinamento del giorno del matrimonio: cosa include ogni formula.',
      publishedAt: '2025-09-06T08:00:00Z',
      bodyHtml: `<p>Il prezzo dipende da quanto affidate al professionista. Contate <strong>a partire da 4.000 €</strong> per l’organizzazione completa, <strong>2.000 €</strong> per quella parziale e <strong>1.500 €</strong> per il coordinamento del giorno del matrimonio.</p>
<p>Chiedete sempre un preventivo dettagliato: numero di incontri, presenza il giorno delle nozze, spese di viaggio.</p>`,
    },
    {
      slug: 'quando-prenotare-il-wedding-planner',
      title: 'Quando prenotare il wedding planner?',
      summary: 'Da dodici a diciotto mesi prima per un’organizzazione completa.',
      publishedAt: '2025-10-18T08:00:00Z',
      bodyHtml: `<p>I sabati di giugno e settembre sono i più richiesti. Per un’organizzazione completa contattate i wedding planner <strong>da dodici a diciotto mesi</strong> prima.</p>
<p>Per il solo coordinamento bastano spesso da tre a sei mesi. Scrivete a più professionisti insieme: le risposte arrivano prima e potete confrontare.</p>`,
    },
    {
      slug: 'sposarsi-in-italia-da-stranieri',
      title: 'Sposarsi in Italia arrivando dall’estero',
      summary: 'Coppie straniere: perché un wedding planner locale semplifica tutto.',
      publishedAt: '2025-11-24T08:00:00Z',
      bodyHtml: `<p>Molte coppie arrivano da fuori per sposarsi tra colline e laghi. Un wedding planner del posto conosce le location, i fornitori e i tempi dei documenti.</p>
<ul><li>Scegliete un professionista che parli la vostra lingua: lo vedete sul suo profilo.</li><li>Fate i sopralluoghi in un unico viaggio.</li><li>Prevedete un’alternativa al coperto per la cerimonia all’aperto.</li></ul>`,
    },
  ],
  ES: [
    {
      slug: 'cuanto-cuesta-un-wedding-planner',
      title: '¿Cuánto cuesta un wedding planner?',
      summary: 'Organización completa, parcial o coordinación del día de la boda: qué incluye cada fórmula.',
      publishedAt: '2025-09-07T08:00:00Z',
      bodyHtml: `<p>El precio depende de lo que dejéis en sus manos. Calculad <strong>desde 4.000 €</strong> para una organización completa, <strong>2.000 €</strong> para una organización parcial y <strong>1.500 €</strong> para la coordinación del día de la boda.</p>
<p>Pedid siempre un presupuesto detallado: número de reuniones, presencia el día de la boda, desplazamientos.</p>`,
    },
    {
      slug: 'cuando-contratar-un-wedding-planner',
      title: '¿Cuándo contratar al wedding planner?',
      summary: 'Entre doce y dieciocho meses antes para una organización completa.',
      publishedAt: '2025-10-19T08:00:00Z',
      bodyHtml: `<p>Los sábados de mayo a octubre vuelan. Para una organización completa, contactad con los wedding planners <strong>entre doce y dieciocho meses</strong> antes.</p>
<p>Para la coordinación del día suelen bastar de tres a seis meses. Escribid a varios a la vez: las respuestas llegan antes y podéis comparar.</p>`,
    },
    {
      slug: 'boda-de-verano-sin-agobios',
      title: 'Una boda de verano sin agobios',
      summary: 'Calor, horarios y sombra: lo que un wedding planner tiene en cuenta en pleno verano.',
      publishedAt: '2025-11-25T08:00:00Z',
      bodyHtml: `<p>En verano, la hora de la ceremonia lo cambia todo. Un buen wedding planner adapta el programa al calor.</p>
<ul><li>Ceremonia al final de la tarde.</li><li>Zonas de sombra y agua fresca para los invitados.</li><li>Un plan alternativo si el viento o la lluvia aparecen.</li></ul>`,
    },
  ],
  PT: [
    {
      slug: 'quanto-custa-um-wedding-planner',
      title: 'Quanto custa um wedding planner?',
      summary: 'Organização completa, parcial ou coordenação do dia do casamento: o que inclui cada fórmula.',
      publishedAt: '2025-09-08T08:00:00Z',
      bodyHtml: `<p>O preço depende do que confiam ao profissional. Contem <strong>a partir de 4000 €</strong> para uma organização completa, <strong>2000 €</strong> para uma organização parcial e <strong>1500 €</strong> para a coordenação do dia do casamento.</p>
<p>Peçam sempre um orçamento detalhado: número de reuniões, presença no dia, deslocações.</p>`,
    },
    {
      slug: 'quando-contratar-um-wedding-planner',
      title: 'Quando contratar o wedding planner?',
      summary: 'Entre doze e dezoito meses antes para uma organização completa.',
      publishedAt: '2025-10-20T08:00:00Z',
      bodyHtml: `<p>Os sábados de verão são os primeiros a esgotar. Para uma organização completa, contactem os wedding planners <strong>entre doze e dezoito meses</strong> antes.</p>
<p>Para a coordenação do dia bastam muitas vezes três a seis meses. Escrevam a vários ao mesmo tempo: as respostas chegam mais depressa e podem comparar.</p>`,
    },
    {
      slug: 'casar-em-portugal-vindo-de-fora',
      title: 'Casar em Portugal vindo de fora',
      summary: 'Casais estrangeiros: porque um wedding planner local facilita tudo.',
      publishedAt: '2025-11-26T08:00:00Z',
      bodyHtml: `<p>Muitos casais escolhem Portugal pela luz, pela costa e pela comida. Um wedding planner local conhece os espaços, os fornecedores e os prazos dos documentos.</p>
<ul><li>Escolham alguém que fale a vossa língua: está indicado no perfil.</li><li>Concentrem as visitas aos espaços numa só viagem.</li><li>Tenham uma alternativa coberta para a cerimónia ao ar livre.</li></ul>`,
    },
  ],
};

/**
 * Writes the guides of every site that are missing (same country and slug): a second run adds nothing, and
 * a restart sanitises nothing.
 */
export async function seedGuides(db: Queryable): Promise<void> {
  const existing = await db.query<{ country: string; slug: string }>('SELECT country, slug FROM guides');
  const present = new Set(existing.map(({ country, slug }) => `${country}/${slug}`));
  const rows = Object.entries(GUIDE_ARTICLES).flatMap(([country, articles]) =>
    articles
      .filter((article) => !present.has(`${country}/${article.slug}`))
      .map((article) => ({
        country,
        slug: article.slug,
        title: article.title,
        summary: article.summary,
        body_html: sanitizeHtml(article.bodyHtml),
        published_at: article.publishedAt,
      })),
  );
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO guides (country, slug, title, summary, body_html, published_at)
     SELECT country, slug, title, summary, body_html, published_at
     FROM json_to_recordset($1::json)
       AS g(country text, slug text, title text, summary text, body_html text, published_at timestamptz)
     ON CONFLICT (country, slug) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}
