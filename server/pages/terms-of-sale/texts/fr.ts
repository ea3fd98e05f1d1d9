import type { TermsOfSaleText } from '../terms-of-sale-text';

export const fr: TermsOfSaleText = {
  title: 'Conditions générales de vente',
  description:
    'Les règles d’utilisation de la plateforme pour les couples et les wedding planners, et les conditions de vente de l’abonnement Premium et des crédits.',
  contents: 'Sommaire',
  inForce: 'Version en vigueur au {date}',
  sections: {
    operator: {
      heading: 'Éditeur de la plateforme et contact',
      paragraphs: [
        'La plateforme (les sites publics de chaque pays, le site des projets des couples et l’espace prestataire) est éditée et exploitée par la société désignée dans les mentions légales du site, qui précisent sa dénomination, sa forme, son siège, son numéro d’immatriculation, son numéro de TVA intracommunautaire et le nom du directeur de la publication. Elle est appelée ci-après « l’exploitant ».',
        'Pour toute question sur ces conditions, un compte, une demande ou une facture, chacun peut écrire au service client depuis son compte ou à l’adresse du siège de l’exploitant. Le service client répond dans les meilleurs délais.',
      ],
    },
    definitions: {
      heading: 'Définitions',
      paragraphs: [
        '« Plateforme » : les sites et services décrits ci-dessus, quel que soit l’appareil utilisé.',
        '« Couple » ou « utilisateur » : toute personne qui prépare un mariage ou un autre événement et utilise la plateforme pour trouver un prestataire.',
        '« Prestataire » : le professionnel de l’organisation d’événements (wedding planner) qui présente son activité sur la plateforme.',
        '« Projet » : la description d’un événement créée par un couple (type d’événement, date, lieu, budget, message). « Demande » : l’envoi d’un projet à un prestataire.',
        '« Abonnement Premium » et « crédits » : les offres payantes réservées aux prestataires, décrites ci-dessous.',
      ],
    },
    purpose: {
      heading: 'Objet et acceptation',
      paragraphs: [
        'Ces conditions fixent les règles d’utilisation de la plateforme, qui met en relation des couples avec des prestataires, ainsi que les conditions de vente des offres payantes proposées aux prestataires.',
        'Le couple les accepte en cochant la case prévue lors de la création de son profil ; le prestataire, lors de son inscription puis à chaque commande. La consultation des sites publics ne demande pas de compte, mais les règles sur les contenus, la responsabilité et la propriété intellectuelle s’appliquent à tout visiteur.',
        'Les conditions applicables sont celles publiées sur cette page au jour de l’utilisation ou de la commande ; elles peuvent être enregistrées et imprimées.',
      ],
    },
    accounts: {
      heading: 'Compte et vérification du numéro de téléphone',
      paragraphs: [
        'Un compte est rattaché à un numéro de téléphone mobile, vérifié par un code à six chiffres envoyé par SMS. Ce code est personnel, valable quelques minutes et ne doit être communiqué à personne : l’exploitant ne le demande jamais par téléphone ni par courriel.',
        'L’utilisateur fournit des informations exactes, à jour et qui le concernent (nom, prénom, adresse électronique, ville). Les nom et prénom ne peuvent plus être modifiés après la création du compte ; pour les corriger, il s’adresse au service client.',
        'Chacun est responsable de l’usage de son compte et de son téléphone, et prévient sans délai le service client en cas de perte du téléphone ou d’utilisation frauduleuse. L’exploitant peut suspendre un compte dont les informations sont manifestement fausses ou qui enfreint ces conditions, après en avoir informé son titulaire, sauf urgence.',
        'Le compte peut être supprimé à tout moment, depuis ses réglages ou sur simple demande au service client.',
      ],
    },
    couples: {
      heading: 'Le service pour les couples',
      paragraphs: [
        'La plateforme est gratuite pour les couples : consulter l’annuaire, créer un projet, envoyer des demandes et recevoir des réponses ne coûte rien, et aucun moyen de paiement n’est demandé.',
        'Le couple choisit les prestataires à qui il envoie son projet ; la plateforme peut lui suggérer d’autres prestataires adaptés à ce projet. Un projet n’est transmis qu’aux prestataires que le couple contacte. Pour éviter les abus, le nombre de demandes envoyées par jour est limité.',
        'Dans l’annuaire, les prestataires sont classés du plus proche au plus éloigné lorsqu’une ville est recherchée ; sinon, les membres Premium apparaissent en premier, puis les prestataires les plus récemment actifs. Un membre Premium est signalé comme tel.',
        'La plateforme est un intermédiaire : elle n’est pas partie au contrat que le couple conclut éventuellement avec un prestataire, qui fixe librement ses prix, ses prestations et ses conditions. Les prix indiqués sur les sites (une organisation complète à partir de 4 000 €, une organisation partielle à partir de 2 000 €, une coordination du jour J à partir de 1 500 €) sont des ordres de grandeur qui n’engagent ni l’exploitant ni les prestataires.',
      ],
    },
    planners: {
      heading: 'Offres payantes des prestataires',
      paragraphs: [
        'L’inscription d’un prestataire et la présentation de son profil dans l’annuaire sont gratuites. Les offres payantes sont réservées aux professionnels agissant pour leur activité : l’abonnement Premium, qui met le profil en avant et donne accès à des fonctions supplémentaires, et les crédits, qui permettent de débloquer les demandes reçues.',
        'Prix : les prix de l’abonnement Premium et des crédits sont ceux affichés dans l’espace prestataire au moment de la commande, en euros, hors taxes et toutes taxes comprises. Le prix d’un abonnement en cours ne change pas avant son renouvellement ; un nouveau prix ne s’applique qu’à un renouvellement annoncé au moins trente jours à l’avance, le prestataire pouvant résilier d’ici là.',
        'Durée, renouvellement et résiliation : l’abonnement Premium est conclu pour un mois et se renouvelle automatiquement pour la même durée. Le prestataire peut le résilier à tout moment depuis son espace ; la résiliation prend effet à la fin de la période en cours, déjà payée, sans remboursement au prorata. L’exploitant peut résilier un abonnement en cas de manquement grave à ces conditions, après une mise en demeure restée sans effet pendant quinze jours.',
        'Crédits : les crédits sont valables douze mois à compter de leur achat. Un crédit utilisé pour débloquer une demande n’est pas remboursable ; les crédits non utilisés ne sont ni échangés ni remboursés, sauf si l’exploitant ferme le compte sans faute du prestataire.',
        'Paiement : le paiement se fait en ligne, par carte bancaire, auprès du prestataire de paiement de l’exploitant, qui est seul à traiter les données de la carte. L’abonnement est payé au début de chaque période, les crédits à la commande, et chaque facture est disponible dans l’espace prestataire. Si le paiement d’un renouvellement échoue, les avantages Premium sont suspendus jusqu’à sa régularisation.',
      ],
    },
    obligations: {
      heading: 'Obligations des utilisateurs et contenus interdits',
      paragraphs: [
        'Chacun utilise la plateforme de bonne foi et conformément à la loi. Les prestataires publient des informations exactes sur leur entreprise, leurs prestations et leurs prix, disposent des autorisations nécessaires à leur activité et répondent aux demandes avec diligence.',
        'Sont notamment interdits : les contenus faux ou trompeurs, illicites, diffamatoires, injurieux, discriminatoires, violents ou à caractère sexuel ; les contenus qui portent atteinte aux droits d’autrui (images, marques, vie privée) ; la publicité non sollicitée et la sollicitation des utilisateurs à d’autres fins que leur projet ; la collecte automatisée de données, l’usurpation d’identité et le contournement des mesures de sécurité ou des limites d’envoi.',
        'Tout contenu illicite peut être signalé au service client, en indiquant où il se trouve et pourquoi il est signalé. L’exploitant examine chaque signalement, peut retirer un contenu ou suspendre un compte, et informe la personne concernée de sa décision et de ses motifs, qu’elle peut contester auprès du service client.',
      ],
    },
    reviews: {
      heading: 'Avis et témoignages',
      paragraphs: [
        'Un avis sur un prestataire ne peut être déposé que par un couple qui l’a contacté par la plateforme, et porte sur une prestation réellement fournie ; il est publié avec sa date. L’exploitant ne rémunère aucun avis et n’en modifie pas le contenu.',
        'Avant publication, l’exploitant vérifie que l’avis provient d’un compte ayant envoyé une demande à ce prestataire. Il peut refuser ou retirer un avis contraire à ces conditions (contenu interdit, conflit d’intérêts, avis sans rapport avec la prestation). Le prestataire peut répondre publiquement à un avis et signaler un avis qu’il estime illicite.',
        'Les témoignages présentés sur les sites sont publiés avec l’accord de leurs auteurs.',
      ],
    },
    liability: {
      heading: 'Responsabilité',
      paragraphs: [
        'L’exploitant met en œuvre les moyens raisonnables pour assurer l’accès à la plateforme et la sécurité des données, sans garantir un service ininterrompu : des interruptions peuvent survenir pour maintenance ou en cas de panne.',
        'Chaque prestataire est seul responsable des informations de son profil et des prestations qu’il fournit. L’exploitant ne garantit ni la disponibilité d’un prestataire, ni la réponse à une demande, ni l’exécution du contrat conclu entre un couple et un prestataire.',
        'Envers un prestataire, la responsabilité de l’exploitant est limitée aux dommages directs et prévisibles, dans la limite des sommes payées par ce prestataire au cours des douze derniers mois. Ces limites ne s’appliquent ni en cas de faute lourde ou intentionnelle, ni aux dommages corporels, ni aux droits que la loi garantit aux consommateurs.',
      ],
    },
    'intellectual-property': {
      heading: 'Propriété intellectuelle',
      paragraphs: [
        'La plateforme, sa structure, ses textes, ses logos, ses bases de données et ses logiciels sont protégés et appartiennent à l’exploitant ou à ceux qui lui en ont concédé l’usage. Toute reproduction ou extraction substantielle sans autorisation écrite est interdite.',
        'Le prestataire garantit détenir les droits sur les textes, photos et vidéos qu’il publie. Il accorde à l’exploitant, pour la durée de sa présence sur la plateforme, une licence gratuite et non exclusive pour les reproduire, les adapter au format des pages et les afficher sur la plateforme et dans sa promotion, dans tous les pays où elle est proposée.',
      ],
    },
    'personal-data': {
      heading: 'Données personnelles',
      paragraphs: [
        'L’exploitant traite les données personnelles des utilisateurs en tant que responsable de traitement, conformément au règlement général sur la protection des données (RGPD). Le numéro de téléphone sert à vérifier le compte par SMS ; les informations d’un projet ne sont transmises qu’aux prestataires que le couple contacte, qui les traitent ensuite sous leur propre responsabilité.',
        'Les finalités, les bases légales, les durées de conservation, les destinataires et les droits de chacun (accès, rectification, effacement, limitation, opposition, portabilité, réclamation auprès de l’autorité de contrôle) sont décrits dans la politique de confidentialité de la plateforme. Ces droits s’exercent auprès du service client.',
      ],
    },
    withdrawal: {
      heading: 'Droit de rétractation',
      paragraphs: [
        'Les services proposés aux couples sont gratuits : aucun paiement ne leur est demandé, et ils peuvent cesser de les utiliser et supprimer leur compte à tout moment.',
        'Les offres payantes sont réservées aux professionnels, qui ne bénéficient pas du droit de rétractation des consommateurs, sauf lorsque la loi qui leur est applicable le leur accorde. Dans ce cas, il s’exerce dans les quatorze jours suivant la commande, par une déclaration adressée au service client ; le prestataire qui a demandé que l’abonnement commence avant la fin de ce délai paie la part du service déjà fournie, et les crédits déjà utilisés ne sont pas remboursés.',
      ],
    },
    changes: {
      heading: 'Modification des conditions',
      paragraphs: [
        'L’exploitant peut modifier ces conditions pour suivre l’évolution de la plateforme ou de la loi. Les titulaires d’un compte sont informés de toute modification importante au moins trente jours avant son entrée en vigueur, par courriel ou dans leur espace ; un prestataire qui la refuse peut résilier son abonnement sans frais avant cette date.',
        'Une commande reste régie par les conditions acceptées lors de cette commande, jusqu’au renouvellement suivant.',
      ],
    },
    disputes: {
      heading: 'Droit applicable, médiation et litiges',
      paragraphs: [
        'Ces conditions sont soumises au droit du pays où l’exploitant a son siège. Un consommateur conserve la protection des dispositions impératives de la loi du pays où il réside.',
        'En cas de difficulté, l’utilisateur écrit d’abord au service client pour rechercher une solution amiable. Faute d’accord dans les deux mois, le consommateur peut recourir gratuitement au médiateur de la consommation dont relève l’exploitant, dont les coordonnées figurent dans les mentions légales.',
        'À défaut de solution amiable, le litige est porté devant les tribunaux compétents ; le consommateur peut saisir le tribunal du lieu où il réside. Entre professionnels, les tribunaux du siège de l’exploitant sont seuls compétents.',
      ],
    },
    version: {
      heading: 'Version et entrée en vigueur',
      paragraphs: [
        'Cette version des conditions générales est en vigueur depuis le {date} et remplace les précédentes, qui restent disponibles sur demande auprès du service client.',
      ],
    },
  },
};
