// Written by scripts/write-subdivision-names.ts from iso3166-2-db@2.3.11 (MIT, © 2016 esosedi): do not edit.
import type { CountryCode } from '@shared/sites';
import type { Language } from '@shared/i18n/languages';

/** A country's first-level subdivisions: ISO 3166-2 code, GeoNames admin1 code, names by language. */
export const SUBDIVISION_NAMES: Readonly<
  Record<CountryCode, readonly { iso: string; admin: string; names: Partial<Record<Language, string>> }[]>
> = {
  FR: [
    {
      iso: 'PAC',
      admin: '93',
      names: {
        fr: "Provence-Alpes-Côte d'Azur",
        en: "Provence-Alpes-Côte d'Azur",
        de: 'Provence-Alpes-Côte d’Azur',
        it: 'Provenza-Alpi-Costa Azzurra',
        es: 'Provenza-Alpes-Costa Azul',
      },
    },
    {
      iso: 'PDL',
      admin: '52',
      names: {
        fr: 'Pays de la Loire',
        en: 'Pays de la Loire',
        de: 'Pays de la Loire',
        it: 'Paesi della Loira',
        es: 'Países del Loira',
      },
    },
    {
      iso: 'IDF',
      admin: '11',
      names: {
        fr: 'Île-de-France',
        en: 'Île-de-France',
        de: 'Île-de-France',
        it: 'Île-de-France',
        es: 'Isla de Francia',
      },
    },
    {
      iso: 'COR',
      admin: '94',
      names: { fr: 'Corse', en: 'Corsica', de: 'Korsika', it: 'Corsica', es: 'Córcega' },
    },
    {
      iso: 'CVL',
      admin: '24',
      names: { fr: 'Région Centre', en: 'Centre Region', de: 'Centre', it: 'Centro', es: 'Centro' },
    },
    {
      iso: 'BRE',
      admin: '53',
      names: { fr: 'Région Bretagne', en: 'Brittany', de: 'Bretagne', it: 'Bretagna' },
    },
    { iso: 'BFC', admin: '27', names: { en: 'Bourgogne-Franche-Comté' } },
    { iso: 'NAQ', admin: '75', names: { en: 'Nouvelle-Aquitaine' } },
    { iso: 'NOR', admin: '28', names: { en: 'Normandie' } },
    { iso: 'GES', admin: '44', names: { en: 'Grand Est' } },
    { iso: 'OCC', admin: '76', names: { en: 'Occitanie' } },
    { iso: 'HDF', admin: '32', names: { en: 'Hauts-de-France' } },
    { iso: 'ARA', admin: '84', names: { en: 'Auvergne-Rhône-Alpes' } },
  ],
  BE: [
    {
      iso: 'BRU',
      admin: 'BRU',
      names: {
        fr: 'Région de Bruxelles-Capitale',
        en: 'Brussels',
        de: 'Region Brüssel-Hauptstadt',
        it: 'Regione di Bruxelles-Capitale',
        es: 'Región de Bruselas-Capital',
      },
    },
    {
      iso: 'WAL',
      admin: 'WAL',
      names: {
        fr: 'Région wallonne',
        en: 'Wallonia',
        de: 'Wallonische Region',
        it: 'Vallonia',
        es: 'Región Valona',
      },
    },
    {
      iso: 'VLG',
      admin: 'VLG',
      names: { fr: 'Région flamande', en: 'Flemish Region', es: 'Región Flamenca' },
    },
  ],
  GB: [
    {
      iso: 'WLS',
      admin: 'WLS',
      names: { fr: 'Pays de Galles', en: 'Wales', de: 'Wales', it: 'Galles', es: 'Gales' },
    },
    {
      iso: 'SCT',
      admin: 'SCT',
      names: { fr: 'Écosse', en: 'Scotland', de: 'Schottland', it: 'Scozia', es: 'Escocia' },
    },
    {
      iso: 'NIR',
      admin: 'NIR',
      names: {
        fr: 'Irlande du Nord',
        en: 'Northern Ireland',
        de: 'Nordirland',
        it: 'Irlanda del Nord',
        es: 'Irlanda del Norte',
      },
    },
    {
      iso: 'ENG',
      admin: 'ENG',
      names: { fr: 'Angleterre', en: 'England', de: 'England', it: 'Inghilterra', es: 'Inglaterra' },
    },
  ],
  DE: [
    {
      iso: 'TH',
      admin: '15',
      names: { fr: 'Thuringe', en: 'Thuringia', de: 'Thüringen', it: 'Turingia', es: 'Turingia' },
    },
    {
      iso: 'SH',
      admin: '10',
      names: {
        fr: 'Schleswig-Holstein',
        en: 'Schleswig-Holstein',
        de: 'Schleswig-Holstein',
        it: 'Schleswig-Holstein',
        es: 'Schleswig-Holstein',
      },
    },
    {
      iso: 'ST',
      admin: '14',
      names: {
        fr: 'Saxe-Anhalt',
        en: 'Saxony-Anhalt',
        de: 'Sachsen-Anhalt',
        it: 'Sassonia-Anhalt',
        es: 'Sajonia-Anhalt',
      },
    },
    {
      iso: 'SN',
      admin: '13',
      names: { fr: 'Saxe', en: 'Saxony', de: 'Sachsen', it: 'Sassonia', es: 'Sajonia' },
    },
    {
      iso: 'SL',
      admin: '09',
      names: { fr: 'Sarre', en: 'Saarland', de: 'Saarland', it: 'Saarland', es: 'Sarre' },
    },
    {
      iso: 'RP',
      admin: '08',
      names: {
        fr: 'Rhénanie-Palatinat',
        en: 'Rhineland-Palatinate',
        de: 'Rheinland-Pfalz',
        it: 'Renania-Palatinato',
        es: 'Renania-Palatinado',
      },
    },
    {
      iso: 'NW',
      admin: '07',
      names: {
        fr: 'Rhénanie-du-Nord-Westphalie',
        en: 'North Rhine-Westphalia',
        de: 'Nordrhein-Westfalen',
        it: 'Renania Settentrionale-Vestfalia',
        es: 'Renania del Norte-Westfalia',
      },
    },
    {
      iso: 'NI',
      admin: '06',
      names: {
        fr: 'Basse-Saxe',
        en: 'Lower Saxony',
        de: 'Niedersachsen',
        it: 'Bassa Sassonia',
        es: 'Baja Sajonia',
      },
    },
    {
      iso: 'MV',
      admin: '12',
      names: {
        fr: 'Mecklembourg-Poméranie-Occidentale',
        en: 'Mecklenburg-Vorpommern',
        de: 'Mecklenburg-Vorpommern',
        it: 'Meclemburgo-Pomerania Anteriore',
        es: 'Mecklemburgo-Pomerania Occidental',
      },
    },
    { iso: 'HE', admin: '05', names: { fr: 'Hesse', en: 'Hesse', de: 'Hessen', it: 'Assia', es: 'Hesse' } },
    {
      iso: 'HH',
      admin: '04',
      names: { fr: 'Hambourg', en: 'Hamburg', de: 'Hamburg', it: 'Amburgo', es: 'Hamburgo' },
    },
    {
      iso: 'HB',
      admin: '03',
      names: { fr: 'Brême', en: 'Bremen', de: 'Freie Hansestadt Bremen', it: 'Brema', es: 'Bremen' },
    },
    {
      iso: 'BB',
      admin: '11',
      names: {
        fr: 'Brandebourg',
        en: 'Brandenburg',
        de: 'Brandenburg',
        it: 'Brandeburgo',
        es: 'Brandeburgo',
      },
    },
    {
      iso: 'BE',
      admin: '16',
      names: { fr: 'Berlin', en: 'Berlin', de: 'Berlin', it: 'Berlino', es: 'Berlín' },
    },
    {
      iso: 'BY',
      admin: '02',
      names: { fr: 'Bavière', en: 'Bavaria', de: 'Bayern', it: 'Baviera', es: 'Baviera' },
    },
    {
      iso: 'BW',
      admin: '01',
      names: {
        fr: 'Bade-Wurtemberg',
        en: 'Baden-Württemberg',
        de: 'Baden-Württemberg',
        it: 'Baden-Württemberg',
        es: 'Baden-Wurtemberg',
      },
    },
  ],
  IT: [
    {
      iso: '82',
      admin: '15',
      names: { fr: 'Sicile', en: 'Sicily', de: 'Autonome Region Sizilien', it: 'Sicilia', es: 'Sicilia' },
    },
    {
      iso: '88',
      admin: '14',
      names: { fr: 'Sardaigne', en: 'Sardinia', de: 'Sardinien', it: 'Sardegna', es: 'Cerdeña' },
    },
    {
      iso: '78',
      admin: '03',
      names: { fr: 'Calabre', en: 'Calabria', de: 'Kalabrien', it: 'Calabria', es: 'Calabria' },
    },
    {
      iso: '34',
      admin: '20',
      names: { fr: 'Vénétie', en: 'Veneto', de: 'Venetien', it: 'Veneto', es: 'Véneto' },
    },
    {
      iso: '23',
      admin: '19',
      names: {
        fr: "Vallée d'Aoste",
        en: 'Aosta Valley',
        de: 'Aostatal',
        it: "Valle d'Aosta",
        es: 'Valle de Aosta',
      },
    },
    {
      iso: '55',
      admin: '18',
      names: { fr: 'Ombrie', en: 'Umbria', de: 'Umbrien', it: 'Umbria', es: 'Umbría' },
    },
    {
      iso: '32',
      admin: '17',
      names: {
        fr: 'Trentin-Haut-Adige',
        en: 'Trentino-Alto Adige/Südtirol',
        de: 'Trentino-Südtirol',
        it: 'Trentino-Alto Adige',
        es: 'Trentino-Alto Adigio',
      },
    },
    {
      iso: '52',
      admin: '16',
      names: { fr: 'Toscane', en: 'Tuscany', de: 'Toskana', it: 'Toscana', es: 'Toscana' },
    },
    {
      iso: '75',
      admin: '13',
      names: { fr: 'Pouilles', en: 'Apulia', de: 'Apulien', it: 'Puglia', es: 'Apulia' },
    },
    {
      iso: '21',
      admin: '12',
      names: { fr: 'Piémont', en: 'Piedmont', de: 'Piemont', it: 'Piemonte', es: 'Piamonte' },
    },
    {
      iso: '67',
      admin: '11',
      names: { fr: 'Molise', en: 'Molise', de: 'Molise', it: 'Molise', es: 'Molise' },
    },
    {
      iso: '57',
      admin: '10',
      names: { fr: 'Marches', en: 'Marche', de: 'Marken', it: 'Marche', es: 'Marcas' },
    },
    {
      iso: '25',
      admin: '09',
      names: { fr: 'Lombardie', en: 'Lombardy', de: 'Lombardei', it: 'Lombardia', es: 'Lombardía' },
    },
    {
      iso: '42',
      admin: '08',
      names: { fr: 'Ligurie', en: 'Liguria', de: 'Ligurien', it: 'Liguria', es: 'Liguria' },
    },
    { iso: '62', admin: '07', names: { fr: 'Latium', en: 'Lazio', de: 'Latium', it: 'Lazio', es: 'Lacio' } },
    {
      iso: '36',
      admin: '06',
      names: {
        fr: 'Frioul-Vénétie julienne',
        en: 'Friuli-Venezia Giulia',
        de: 'Friaul-Julisch Venetien',
        it: 'Friuli-Venezia Giulia',
        es: 'Friuli-Venecia Julia',
      },
    },
    {
      iso: '45',
      admin: '05',
      names: {
        fr: 'Émilie-Romagne',
        en: 'Emilia-Romagna',
        de: 'Emilia-Romagna',
        it: 'Emilia-Romagna',
        es: 'Emilia-Romaña',
      },
    },
    {
      iso: '72',
      admin: '04',
      names: { fr: 'Campanie', en: 'Campania', de: 'Kampanien', it: 'Campania', es: 'Campania' },
    },
    {
      iso: '77',
      admin: '02',
      names: { fr: 'Basilicate', en: 'Basilicata', de: 'Basilikata', it: 'Basilicata', es: 'Basilicata' },
    },
    {
      iso: '65',
      admin: '01',
      names: { fr: 'Abruzzes', en: 'Abruzzo', de: 'Abruzzen', it: 'Abruzzo', es: 'Abruzos' },
    },
  ],
  ES: [
    {
      iso: 'MU',
      admin: '31',
      names: {
        fr: 'Région de Murcie',
        en: 'Region of Murcia',
        de: 'Murcia',
        it: 'Murcia',
        es: 'Región de Murcia',
      },
    },
    { iso: 'CE', admin: 'CE', names: { fr: 'Ceuta', en: 'Ceuta', de: 'Ceuta', it: 'Ceuta', es: 'Ceuta' } },
    {
      iso: 'PM',
      admin: '07',
      names: {
        fr: 'Îles Baléares',
        en: 'Balears',
        de: 'Balearische Inseln',
        it: 'Isole Baleari',
        es: 'Islas Baleares',
      },
    },
    {
      iso: 'AN',
      admin: '51',
      names: { fr: 'Andalousie', en: 'Andalusia', de: 'Andalusien', it: 'Andalusia', es: 'Andalucía' },
    },
    {
      iso: 'CN',
      admin: '53',
      names: {
        fr: 'Îles Canaries',
        en: 'Canary Islands',
        de: 'Kanarische Inseln',
        it: 'Isole Canarie',
        es: 'Canarias',
      },
    },
    {
      iso: 'CM',
      admin: '54',
      names: {
        fr: 'Castille-La Manche',
        en: 'Castilla-La Mancha',
        de: 'Kastilien-La Mancha',
        it: 'Castiglia-La Mancia',
        es: 'Castilla-La Mancha',
      },
    },
    {
      iso: 'EX',
      admin: '57',
      names: {
        fr: 'Estrémadure',
        en: 'Extremadura',
        de: 'Extremadura',
        it: 'Estremadura',
        es: 'Extremadura',
      },
    },
    {
      iso: 'VC',
      admin: '60',
      names: {
        fr: 'Communauté valencienne',
        en: 'Valencian Community',
        de: 'Valencianische Gemeinschaft',
        it: 'Comunità valenzana',
        es: 'Comunidad Valenciana',
      },
    },
    {
      iso: 'AS',
      admin: '34',
      names: { fr: 'Asturies', en: 'Asturias', de: 'Asturien', it: 'Asturie', es: 'Principado de Asturias' },
    },
    {
      iso: 'NC',
      admin: '32',
      names: {
        fr: 'Communauté forale de Navarre',
        en: 'Navarre',
        de: 'Navarra',
        it: 'Navarra',
        es: 'Navarra',
      },
    },
    {
      iso: 'MD',
      admin: '29',
      names: {
        fr: 'Communauté de Madrid',
        en: 'Community of Madrid',
        de: 'Autonome Gemeinschaft Madrid',
        it: 'Madrid',
        es: 'Comunidad de Madrid',
      },
    },
    { iso: 'LO', admin: '27', names: { en: 'La Rioja' } },
    {
      iso: 'CB',
      admin: '39',
      names: { fr: 'Cantabrie', en: 'Cantabria', de: 'Kantabrien', it: 'Cantabria', es: 'Cantabria' },
    },
    {
      iso: 'AR',
      admin: '52',
      names: { fr: 'Aragon', en: 'Aragon', de: 'Aragonien', it: 'Aragona', es: 'Aragón' },
    },
    {
      iso: 'CL',
      admin: '55',
      names: {
        fr: 'Castille-et-León',
        en: 'Castile and León',
        de: 'Kastilien und León',
        it: 'Castiglia e León',
        es: 'Castilla y León',
      },
    },
    {
      iso: 'CT',
      admin: '56',
      names: { fr: 'Catalogne', en: 'Catalonia', de: 'Katalonien', it: 'Catalogna', es: 'Cataluña' },
    },
    {
      iso: 'GA',
      admin: '58',
      names: { fr: 'Galice', en: 'Galicia', de: 'Galicien', it: 'Galizia', es: 'Galicia' },
    },
    {
      iso: 'PV',
      admin: '59',
      names: {
        fr: 'Pays basque',
        en: 'Basque Country',
        de: 'Autonome Gemeinschaft Baskenland',
        it: 'Paesi Baschi',
        es: 'País Vasco',
      },
    },
    {
      iso: 'ML',
      admin: 'ML',
      names: { fr: 'Melilla', en: 'Melilla', de: 'Melilla', it: 'Melilla', es: 'Melilla' },
    },
  ],
  PT: [
    {
      iso: '15',
      admin: '19',
      names: { fr: 'Setúbal', en: 'Setúbal District', de: 'Setúbal', it: 'Setúbal', es: 'Setúbal' },
    },
    {
      iso: '14',
      admin: '18',
      names: {
        fr: 'District de Santarém',
        en: 'Santarém District',
        de: 'Distrikt Santarém',
        it: 'Distretto di Santarém',
        es: 'Distrito de Santarém',
      },
    },
    {
      iso: '12',
      admin: '16',
      names: {
        fr: 'Portalegre',
        en: 'Portalegre District',
        de: 'Portalegre',
        it: 'Portalegre',
        es: 'Portalegre',
      },
    },
    {
      iso: '11',
      admin: '14',
      names: { fr: 'Lisbonne', en: 'Lisboa', de: 'Lissabon', it: 'Lisbona', es: 'Lisboa' },
    },
    {
      iso: '10',
      admin: '13',
      names: { fr: 'Leiria', en: 'Leiria District', de: 'Leiria', it: 'Leiria', es: 'Leiria' },
    },
    {
      iso: '08',
      admin: '09',
      names: { fr: 'Faro', en: 'Faro District', de: 'Faro', it: 'Faro', es: 'Faro' },
    },
    {
      iso: '07',
      admin: '08',
      names: { fr: 'Évora', en: 'Évora District', de: 'Évora', it: 'Évora', es: 'Évora' },
    },
    {
      iso: '05',
      admin: '06',
      names: {
        fr: 'Castelo Branco',
        en: 'Castelo Branco District',
        de: 'Castelo Branco',
        it: 'Castelo Branco',
        es: 'Castelo Branco',
      },
    },
    {
      iso: '02',
      admin: '03',
      names: { fr: 'Beja', en: 'Beja District', de: 'Beja', it: 'Beja', es: 'Beja' },
    },
    {
      iso: '30',
      admin: '10',
      names: { fr: 'Madère', en: 'Madeira', de: 'Autonome Region Madeira', it: 'Madera', es: 'Madeira' },
    },
    {
      iso: '18',
      admin: '22',
      names: { fr: 'Viseu', en: 'Viseu District', de: 'Viseu', it: 'Viseu', es: 'Viseu' },
    },
    {
      iso: '17',
      admin: '21',
      names: { fr: 'Vila Real', en: 'Vila Real District', de: 'Vila Real', it: 'Vila Real', es: 'Vila Real' },
    },
    {
      iso: '16',
      admin: '20',
      names: {
        fr: 'Viana do Castelo',
        en: 'Viana do Castelo District',
        de: 'Viana do Castelo',
        it: 'Viana do Castelo',
        es: 'Viana do Castelo',
      },
    },
    {
      iso: '13',
      admin: '17',
      names: { fr: 'Porto', en: 'Porto District', de: 'Porto', it: 'Porto', es: 'Oporto' },
    },
    {
      iso: '09',
      admin: '11',
      names: { fr: 'Guarda', en: 'Guarda District', de: 'Guarda', it: 'Guarda', es: 'Guarda' },
    },
    {
      iso: '06',
      admin: '07',
      names: { fr: 'Coimbra', en: 'Coimbra District', de: 'Coimbra', it: 'Coimbra', es: 'Coímbra' },
    },
    {
      iso: '04',
      admin: '05',
      names: {
        fr: 'District de Bragance',
        en: 'Bragança District',
        de: 'Distrikt Bragança',
        it: 'Distretto di Braganza',
        es: 'Distrito de Braganza',
      },
    },
    {
      iso: '03',
      admin: '04',
      names: {
        fr: 'Saccharification',
        en: 'Braga District',
        de: 'Maischen',
        it: 'Ammostamento',
        es: 'Distrito de Braga',
      },
    },
    {
      iso: '01',
      admin: '02',
      names: { fr: 'Aveiro', en: 'Aveiro District', de: 'Aveiro', it: 'Aveiro', es: 'Aveiro' },
    },
    {
      iso: '20',
      admin: '23',
      names: { fr: 'Açores', en: 'Azores', de: 'Azoren', it: 'Azzorre', es: 'Azores' },
    },
  ],
};
