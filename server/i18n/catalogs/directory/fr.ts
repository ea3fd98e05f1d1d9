/** The public directory’s pages: listings, areas, search. French is the source of truth. */
export const fr = {
  /** Server-rendered directory pages (listings, departments, guides, search results). */
  directory: {
    /** Directory areas are departments or regions (server/directory/areas.ts): texts for both. */
    mainNav: 'Menu principal',
    directory: 'Annuaire des wedding planners',
    guides: 'Conseils et guides',
    breadcrumbs: 'Fil d’Ariane',
    home: 'Accueil',
    areasDepartment: 'Départements',
    areasRegion: 'Régions',
    areasTitleDepartment: 'Les wedding planners par département',
    areasTitleRegion: 'Les wedding planners par région',
    areasDescriptionDepartment:
      'Tous les départements et le nombre de wedding planners inscrits dans chacun : choisissez le vôtre pour comparer leurs profils.',
    areasDescriptionRegion:
      'Toutes les régions et le nombre de wedding planners inscrits dans chacune : choisissez la vôtre pour comparer leurs profils.',
    headingCountry: 'Wedding planners en {{place}}',
    headingArea: 'Wedding planners : {{place}}',
    headingCity: 'Wedding planners à {{place}}',
    /** A city with its area, so that a city and an area of the same name get different titles. */
    cityInArea: '{{city}} – {{area}}',
    introCountry:
      'Parcourez les wedding planners de tout le pays, département par département : les langues qu’ils parlent, leur dernière activité, leur façon de travailler. Contactez-en plusieurs à la fois : vous recevrez bien plus de réponses.',
    introArea:
      '{{place}} : voici les wedding planners qui organisent des mariages dans ce secteur. Comparez leurs profils et les langues qu’ils parlent, puis contactez ceux qui vous plaisent.',
    introCity:
      '{{place}} et ses environs : voici les wedding planners installés dans cette ville. Comparez leurs profils, puis contactez-en plusieurs en une seule demande.',
    countNone: 'Aucun wedding planner n’est encore inscrit ici.',
    countOne: 'Un wedding planner',
    countMany: '{{number}} wedding planners inscrits',
    /** The count beside a link to a listing; French uses the singular for 0 and 1 (Intl.PluralRules). */
    linkCountOne: '{{number}} wedding planner inscrit',
    linkCountOther: '{{number}} wedding planners inscrits',
    pagedTitle: '{{title}} (page {{page}})',
    pagedDescription: '{{description}} (page {{page}})',
    listingDescription:
      '{{place}} : {{countText}}. Comparez profils et langues parlées, et recevez une réponse en moins de 24 heures.',
    pagination: 'Pages de résultats',
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
    pageNumber: 'Page n° {{page}}',
    topAreasDepartment: 'Les départements qui comptent le plus de wedding planners',
    topAreasRegion: 'Les régions qui comptent le plus de wedding planners',
    nearbyAreasDepartment: 'Départements voisins',
    nearbyAreasRegion: 'Régions voisines',
    citiesOfArea: 'Les villes où exercent des wedding planners',
    nearbyCities: 'Villes proches',
    searchTitle: 'Trouver un wedding planner',
    service: 'Prestation',
    anyService: 'Toutes les prestations',
    region: 'Région',
    anyRegion: 'Toutes les régions',
    city: 'Ville',
    search: 'Rechercher',
    searchResultsTitle: 'Résultats de votre recherche',
    searchResultsDescription: 'Les wedding planners qui correspondent à votre recherche.',
    searchNoResult: 'Aucun wedding planner ne correspond à cette recherche : essayez avec moins de critères.',
    searchInvalid: 'Ces critères de recherche ne sont pas valides.',
    searchCityUnknown: 'Nous ne trouvons pas cette ville : vérifiez son orthographe.',
    guidesTitle: 'Nos conseils pour organiser votre mariage',
    guidesDescription:
      'Nos guides pour préparer votre mariage avec un wedding planner : budget, calendrier, questions à poser.',
    guidesEmpty: 'Aucun guide n’a encore été publié.',
    galleryTitle: 'Galerie photo',
    galleryLabel: 'Photos de {{name}}',
    galleryImageAlt: 'Photo {{position}} de {{name}}',
    linksTitle: 'Sur le web',
    linkWebsite: 'Site internet',
    linkPhone: 'Téléphone',
    linkEmail: 'E-mail',
    profileDescription: '{{name}}, wedding planner ({{place}}) : profil, langues parlées et contact.',
  },
};

export type DirectoryTexts = typeof fr;
