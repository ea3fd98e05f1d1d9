import type french from './fr';

export default {
  validation: {
    phoneInvalid: 'O seu número de telefone é inválido.',
    codeInvalid: 'Código inválido',
    emailInvalid: 'E-mail inválido',
    lastnameInvalid: 'Apelido inválido',
    firstnameInvalid: 'Nome próprio inválido',
    cityInvalid: 'Localidade inválida',
    cityWithPostalCodeInvalid: 'Escolha uma localidade da lista.',
    termsRequired: 'Tem de aceitar as condições gerais de venda',
    eventDateInPast: 'Não pode escolher uma data no passado.',
    dateInvalid: 'Data inválida',
    eventTypeRequired: 'Escolha um tipo de evento.',
    plannersRequired: 'Escolha pelo menos um wedding planner para contactar.',
    messageRequired: 'Escreva uma mensagem para enviar o seu pedido.',
    countryInvalid: 'País inválido',
    languageInvalid: 'Idioma inválido',
    valueInvalid: 'Valor inválido',
    namesLocked: 'O seu apelido e o seu nome não podem ser alterados.',
    phoneLocked: 'Para mudar o seu número de telefone, escreva à nossa equipa.',
    passwordTooShort: 'A sua palavra-passe deve ter pelo menos 10 caracteres.',
    passwordTooLong: 'A sua palavra-passe não pode ter mais de 128 caracteres.',
    passwordRequired: 'Introduza a sua palavra-passe.',
    companyNameInvalid: 'Nome da empresa inválido',
  },
} satisfies typeof french;
