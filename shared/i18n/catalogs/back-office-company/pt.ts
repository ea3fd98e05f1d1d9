import type french from './fr';

export default {
  backOfficeCompany: {
    company: {
      title: 'A sua empresa',
      intro:
        'O que os casais veem da sua empresa: o nome, a morada e os serviços aparecem no seu perfil e no diretório assim que são guardados.',
    },
    name: {
      title: 'Nome',
      label: 'Nome da empresa',
      loading: 'A carregar o nome…',
      loadFailed: 'Não foi possível carregar o nome.',
      submit: 'Guardar o nome',
      done: 'O nome foi guardado.',
    },
    siret: {
      title: 'Número SIRET',
      label: 'Número SIRET',
      hint: '14 algarismos, no seu extrato Kbis ou no aviso de inscrição do Insee.',
      invalid: 'Este número SIRET não é válido: verifique os 14 algarismos.',
      loading: 'A carregar o SIRET…',
      loadFailed: 'Não foi possível carregar o SIRET.',
      submit: 'Guardar o SIRET',
      done: 'O SIRET foi guardado.',
      lookUp: 'Procurar no registo',
      lookingUp: 'A procurar no registo…',
      found:
        'Encontrado no registo: {{name}}, {{city}}. O nome e a morada foram preenchidos: verifique-os e guarde-os.',
    },
    details: {
      title: 'Dados legais e contacto',
      legalForm: 'Forma jurídica',
      legalFormHint: 'Por exemplo: SARL, SAS, empresário em nome individual.',
      vatNumber: 'Número de IVA intracomunitário',
      vatNumberHint: 'Por exemplo: FR40303265045.',
      vatNumberInvalid: 'Este número de IVA não é válido: duas letras do país e depois algarismos.',
      website: 'Site',
      websiteHint: 'O endereço completo, por exemplo https://www.a-minha-empresa.pt.',
      websiteInvalid: 'Introduza o endereço completo do seu site, a começar por https://.',
      phone: 'Telefone da empresa',
      phoneHint: 'O país e, depois, o número tal como o escreve: 04 78 00 00 00.',
      loading: 'A carregar os dados…',
      loadFailed: 'Não foi possível carregar os dados.',
      submit: 'Guardar os dados',
      done: 'Os dados foram guardados.',
    },
    address: {
      title: 'Morada',
      street: 'Morada (rua e número)',
      city: 'Cidade',
      cityHint: 'Escreva o início do nome e escolha a cidade da lista: «Cidade (código postal)».',
      cityInvalid: 'Escolha uma cidade da lista.',
      loading: 'A carregar a morada…',
      loadFailed: 'Não foi possível carregar a morada.',
      submit: 'Guardar a morada',
      done: 'A morada foi guardada.',
    },
    onboarding: {
      title: 'Completar o meu perfil',
      intro: 'Cada passo torna o seu perfil mais completo; os obrigatórios são necessários para terminar.',
      score: 'Perfil {{score}} % completo',
      scoreLabel: 'Completude do perfil',
      required: 'Obrigatório',
      recommended: 'Recomendado',
      done: 'Feito',
      toDo: 'Por fazer',
      go: 'Completar: {{part}}',
      loading: 'A carregar o seu progresso…',
      loadFailed: 'Não foi possível carregar o seu progresso.',
      missing: 'Ainda por fazer antes de terminar: {{parts}}.',
      finished: 'A sua inscrição está terminada: o seu perfil está pronto.',
      finishText: 'Todos os passos obrigatórios estão feitos: pode terminar a sua inscrição.',
      dashboardLink: 'Ver os passos do meu perfil',
    },
    parts: {
      company: {
        title: 'Nome e SIRET da empresa',
        brings: 'Os casais sabem com quem falam, e verificamos que a sua empresa existe.',
      },
      address: {
        title: 'Morada',
        brings: 'O seu perfil aparece nas pesquisas à volta da sua cidade.',
      },
      services: {
        title: 'Serviços',
        brings: 'Encontram-no os casais que procuram uma organização completa ou uma coordenação do dia.',
      },
      portrait: {
        title: 'Retrato',
        brings: 'A sua forma de trabalhar, nas suas palavras: é o que dá vontade de o contactar.',
      },
      languages: {
        title: 'Línguas faladas',
        brings: 'Os casais estrangeiros ou bilingues encontram-no pela sua língua.',
      },
      profilePhoto: {
        title: 'Foto de perfil',
        brings: 'Um rosto na sua ficha do diretório: é aberta muito mais vezes.',
      },
      gallery: {
        title: 'Três fotos na galeria',
        brings: 'Os seus trabalhos inspiram confiança e mostram o seu estilo.',
      },
    },
  },
} satisfies typeof french;
