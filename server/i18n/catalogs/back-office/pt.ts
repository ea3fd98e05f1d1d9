import type { BackOfficeTexts } from './fr';

export const pt: BackOfficeTexts = {
  /** The onboarding checklist's parts, as the refusal to finish names what is missing. */
  onboardingParts: {
    company: 'o nome e o SIRET da empresa',
    address: 'a morada',
    services: 'os serviços',
    portrait: 'o retrato',
    languages: 'as línguas faladas',
    profilePhoto: 'a foto de perfil',
    gallery: 'três fotos visíveis na galeria',
  },
  /** What a venue lacks to be published, as the refusal names it. */
  venueParts: {
    name: 'um nome',
    city: 'uma cidade',
    image: 'uma fotografia',
  },
  /** The public profile's venues and videos (server/pages/provider-profile/profile-media.ts). */
  /** The public profile's latest Instagram posts (server/pages/provider-profile/profile-instagram.ts). */
  profileInstagram: {
    title: 'Últimas publicações do Instagram',
    postAlt: 'Publicação do Instagram de {{name}} de {{date}}',
    account: 'Ver @{{username}} no Instagram',
  },
  profileMedia: {
    venuesTitle: 'Locais',
    venueImageAlt: '{{venue}}, fotografia {{position}}',
    videosTitle: 'Vídeos',
    playVideo: 'Reproduzir o vídeo: {{title}}',
    untitledVideo: '{{name}}, vídeo {{position}}',
    vimeo: 'Vídeo do Vimeo',
  },
  /** What a portfolio lacks to be published, as the refusal to publish names it. */
  portfolioParts: {
    title: 'um título',
    images: 'fotos',
    keyImage: 'uma foto principal',
  },
  providerAccount: {
    addressConfirmedAlready: 'Este endereço já está confirmado.',
    resetLinkUnknown: 'Esta ligação de redefinição não é válida: verifique se está completa.',
    resetLinkUsed: 'Esta ligação de redefinição já foi usada.',
    resetLinkWithdrawn: 'Esta ligação já não funciona: foi enviada uma mais recente.',
    resetLinkExpired: 'Esta ligação de redefinição expirou: peça uma nova.',
    welcomeSubject: 'Confirme o seu endereço de e-mail',
    welcomeBody:
      'Olá,\n\nBem-vindo ao espaço profissional de {{brand}}. Para confirmar o endereço da sua conta, abra esta ligação:\n\n{{link}}\n\nA ligação é válida durante {{hours}} horas e funciona uma só vez. O seu perfil poderá ser publicado assim que o endereço for confirmado.\n\nSe não criou nenhuma conta, ignore esta mensagem.\n\n{{brand}}',
    existingSubject: 'Já tem uma conta',
    existingBody:
      'Olá,\n\nAlguém, talvez o próprio, tentou criar uma conta profissional {{brand}} com este endereço. Já existe uma conta: inicie sessão aqui:\n\n{{signInLink}}\n\nEsqueceu a palavra-passe? Escolha uma nova aqui:\n\n{{resetLink}}\n\nSe não foi o próprio, ignore esta mensagem: nada mudou.\n\n{{brand}}',
    resetSubject: 'Escolha uma nova palavra-passe',
    resetBody:
      'Olá,\n\nPara escolher uma nova palavra-passe para a sua conta profissional {{brand}}, abra esta ligação:\n\n{{link}}\n\nA ligação é válida durante {{hours}} hora e funciona uma só vez. A nova palavra-passe termina todas as suas sessões.\n\nSe não pediu nada, ignore esta mensagem: a sua palavra-passe continua a mesma.\n\n{{brand}}',
  },
  /** What is sent about a lead (server/event-requests/new-lead-email.ts, lead-notifications.ts): plain text. */
  leadNotices: {
    newLeadSubject: 'Novo pedido: {{eventType}}, a {{date}}',
    newLeadBody:
      'Olá,\n\nUm casal enviou-lhe um pedido em {{brand}}: {{eventType}}, a {{date}}.\n\nVeja o que procura e decida se o desbloqueia:\n\n{{link}}\n\nOs contactos do casal aparecem quando o pedido for desbloqueado. Responda em {{hours}} horas: os casais escolhem muitas vezes o primeiro planner que lhes responde.\n\n{{brand}}',
    unlockSms: '{{brand}}: {{planner}} aceitou o vosso pedido ({{eventType}}) e vai contactar-vos.',
    unlockSubject: '{{planner}} aceitou o vosso pedido',
    unlockBody:
      'Olá,\n\n{{planner}} aceitou o vosso pedido ({{eventType}}) e recebeu os vossos contactos: o planner vai contactar-vos.\n\nOs vossos pedidos e as respostas estão no vosso projeto em {{brand}}.\n\n{{brand}}',
  },
  emailChange: {
    nothingPending: 'Nenhum novo endereço de e-mail aguarda confirmação.',
    tooManyLinks:
      'Foram enviadas demasiadas ligações de confirmação para esta conta. Tente novamente dentro de uma hora.',
    linkUnknown: 'Esta ligação de confirmação não é válida: verifique se está completa.',
    linkUsed: 'Esta ligação de confirmação já foi utilizada.',
    linkWithdrawn:
      'Esta ligação já não funciona: foi enviada uma ligação mais recente ou a alteração de endereço foi cancelada.',
    linkExpired: 'Esta ligação de confirmação expirou.',
    mailSubject: 'Confirme o seu novo endereço de e-mail',
    mailBody:
      'Olá,\n\nPara que este endereço passe a ser o da sua conta {{brand}}, confirme-o abrindo esta ligação:\n\n{{link}}\n\nA ligação é válida durante {{hours}} horas e só funciona uma vez. Até lá, a sua conta mantém o endereço atual.\n\nSe não pediu esta alteração, ignore esta mensagem: nada mudará.\n\n{{brand}}',
    pageTitle: 'Confirmar o seu endereço de e-mail',
    pageLead: 'Este endereço passará a ser o da sua conta, para o qual os wedding planners lhe escreverão:',
    confirm: 'Confirmar este endereço',
    confirmed: 'Concluído: {{email}} é agora o endereço da sua conta.',
    newLink: 'Peça uma nova ligação a partir da sua conta.',
    toAccount: 'Ir para a minha conta',
  },
};
