import type french from './fr';

export default {
  backOfficeAccount: {
    saving: 'A guardar…',
    email: {
      title: 'Endereço de e-mail',
      current: 'Inicia sessão com {{email}}.',
      unconfirmed: 'Este endereço ainda não está confirmado: siga a ligação que lhe enviámos.',
      pending: 'A aguardar confirmação: {{email}}. Siga a ligação enviada para esse endereço.',
      pendingExpired: 'A ligação enviada para {{email}} expirou: peça novamente a alteração.',
      newEmail: 'Novo endereço de e-mail',
      password: 'Palavra-passe atual',
      submit: 'Alterar o endereço',
      sent: 'Foi enviada uma ligação de confirmação para {{email}}.',
    },
    password: {
      title: 'Palavra-passe',
      current: 'Palavra-passe atual',
      new: 'Nova palavra-passe',
      submit: 'Alterar a palavra-passe',
      saved: 'A sua palavra-passe foi alterada. As suas outras sessões foram terminadas.',
    },
    language: {
      title: 'Idioma',
      label: 'Idioma da sua área e dos nossos e-mails',
      submit: 'Guardar o idioma',
      saved: 'O idioma foi guardado.',
    },
    personal: {
      title: 'Dados pessoais',
      firstname: 'Nome próprio',
      lastname: 'Apelido',
      submit: 'Guardar',
      saved: 'Os seus dados foram guardados.',
    },
    phone: {
      title: 'Telefone',
      current: 'Número verificado: {{phone}}',
      none: 'Ainda não há nenhum número verificado.',
      number: 'Novo número de telemóvel',
      numberHint: 'Em formato internacional, por exemplo +351912345678.',
      unavailable: 'Este número não pode ser utilizado na sua conta.',
      send: 'Receber um código',
      code: 'Código recebido por SMS',
      codeHint: 'Os 6 algarismos enviados para {{phone}}.',
      verify: 'Verificar o número',
      otherNumber: 'Alterar o número',
      verified: 'O seu número foi verificado.',
    },
    delete: {
      title: 'Eliminar a minha conta',
      intro:
        'O seu perfil sai do diretório de imediato e os seus dados pessoais são apagados. Os pedidos já recebidos continuam legíveis pelos casais que os enviaram.',
      open: 'Eliminar a minha conta',
      dialogTitle: 'Eliminar definitivamente a sua conta?',
      dialogText: 'Esta ação é definitiva. Introduza a sua palavra-passe para confirmar.',
      password: 'Palavra-passe',
      confirm: 'Eliminar definitivamente',
      cancel: 'Cancelar',
    },
  },
} satisfies typeof french;
