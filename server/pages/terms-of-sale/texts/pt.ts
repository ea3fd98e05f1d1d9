import type { TermsOfSaleText } from '../terms-of-sale-text';

export const pt: TermsOfSaleText = {
  title: 'Condições gerais de venda',
  description:
    'As regras de utilização da plataforma para os casais e os wedding planners, e as condições de venda da assinatura Premium e dos créditos.',
  contents: 'Índice',
  inForce: 'Versão em vigor desde {date}',
  sections: {
    operator: {
      heading: 'Entidade responsável pela plataforma e contacto',
      paragraphs: [
        'A plataforma (o site público de cada país, o site de projetos dos casais e a área de prestadores) é publicada e explorada pela empresa identificada no aviso legal do site, que indica a sua denominação, forma jurídica, sede, número de matrícula, número de identificação fiscal e o diretor da publicação. É designada abaixo por «a entidade exploradora».',
        'Para qualquer questão sobre estas condições, uma conta, um pedido ou uma fatura, qualquer pessoa pode escrever ao apoio ao cliente a partir da sua conta ou para a morada da sede da entidade exploradora. O apoio ao cliente responde o mais rapidamente possível.',
      ],
    },
    definitions: {
      heading: 'Definições',
      paragraphs: [
        '«Plataforma»: os sites e serviços descritos acima, em qualquer dispositivo.',
        '«Casal» ou «utilizador»: qualquer pessoa que prepare um casamento ou outro evento e utilize a plataforma para encontrar um prestador.',
        '«Prestador»: o profissional de organização de eventos (wedding planner) que apresenta a sua atividade na plataforma.',
        '«Projeto»: a descrição de um evento criada por um casal (tipo de evento, data, local, orçamento, mensagem). «Pedido»: o envio de um projeto a um prestador.',
        '«Assinatura Premium» e «créditos»: as ofertas pagas reservadas aos prestadores, descritas abaixo.',
      ],
    },
    purpose: {
      heading: 'Objeto e aceitação',
      paragraphs: [
        'Estas condições definem as regras de utilização da plataforma, que põe os casais em contacto com prestadores, e as condições de venda das ofertas pagas propostas aos prestadores.',
        'O casal aceita-as ao assinalar a caixa prevista quando cria o seu perfil; o prestador, no registo e em cada encomenda. Consultar os sites públicos não exige conta, mas as regras sobre conteúdos, responsabilidade e propriedade intelectual aplicam-se a qualquer visitante.',
        'Aplicam-se as condições publicadas nesta página no dia da utilização ou da encomenda; podem ser guardadas e impressas.',
      ],
    },
    accounts: {
      heading: 'Conta e verificação do número de telefone',
      paragraphs: [
        'Uma conta está associada a um número de telemóvel, verificado por um código de seis algarismos enviado por SMS. O código é pessoal, válido durante alguns minutos e não deve ser comunicado a ninguém: a entidade exploradora nunca o pede por telefone nem por e-mail.',
        'O utilizador fornece informações exatas, atualizadas e que lhe dizem respeito (apelido, nome, endereço de e-mail, cidade). O apelido e o nome não podem ser alterados depois de criada a conta; para os corrigir, o utilizador contacta o apoio ao cliente.',
        'Cada um é responsável pela utilização da sua conta e do seu telefone, e avisa sem demora o apoio ao cliente em caso de perda do telefone ou de utilização fraudulenta. A entidade exploradora pode suspender uma conta cujas informações sejam manifestamente falsas ou que viole estas condições, depois de informar o seu titular, salvo em caso de urgência.',
        'A conta pode ser eliminada a qualquer momento, nas suas definições ou mediante simples pedido ao apoio ao cliente.',
      ],
    },
    couples: {
      heading: 'O serviço para os casais',
      paragraphs: [
        'A plataforma é gratuita para os casais: consultar o diretório, criar um projeto, enviar pedidos e receber respostas não custa nada, e não é pedido nenhum meio de pagamento.',
        'O casal escolhe os prestadores a quem envia o seu projeto; a plataforma pode sugerir outros prestadores adequados a esse projeto. Um projeto só é transmitido aos prestadores que o casal contacta. Para evitar abusos, o número de pedidos enviados por dia é limitado.',
        'No diretório, os prestadores são ordenados do mais próximo para o mais distante quando se pesquisa uma cidade; caso contrário, aparecem primeiro os membros Premium e depois os prestadores ativos mais recentemente. Um membro Premium é assinalado como tal.',
        'A plataforma é um intermediário: não é parte no contrato que o casal venha a celebrar com um prestador, que fixa livremente os seus preços, serviços e condições. Os preços indicados nos sites (organização completa a partir de 4000 €, organização parcial a partir de 2000 €, coordenação do dia do casamento a partir de 1500 €) são ordens de grandeza que não vinculam nem a entidade exploradora nem os prestadores.',
      ],
    },
    planners: {
      heading: 'Ofertas pagas para os prestadores',
      paragraphs: [
        'O registo como prestador e a apresentação do perfil no diretório são gratuitos. As ofertas pagas estão reservadas a profissionais que atuam no âmbito da sua atividade: a assinatura Premium, que destaca o perfil e dá acesso a funções adicionais, e os créditos, que desbloqueiam os pedidos recebidos.',
        'Preços: os preços da assinatura Premium e dos créditos são os apresentados na área de prestadores no momento da encomenda, em euros, sem impostos e com impostos incluídos. O preço de uma assinatura em curso não muda antes da renovação; um novo preço só se aplica a uma renovação anunciada com pelo menos trinta dias de antecedência, podendo o prestador cancelar entretanto.',
        'Duração, renovação e cancelamento: a assinatura Premium é celebrada por um mês e renova-se automaticamente pelo mesmo período. O prestador pode cancelá-la a qualquer momento na sua área; o cancelamento produz efeitos no fim do período em curso, já pago, sem reembolso proporcional. A entidade exploradora pode resolver uma assinatura em caso de incumprimento grave destas condições, após uma interpelação que fique sem efeito durante quinze dias.',
        'Créditos: os créditos são válidos durante doze meses a contar da compra. Um crédito utilizado para desbloquear um pedido não é reembolsável; os créditos não utilizados não são trocados nem reembolsados, salvo se a entidade exploradora encerrar a conta sem culpa do prestador.',
        'Pagamento: o pagamento é feito online, com cartão, através do prestador de serviços de pagamento da entidade exploradora, que é o único a tratar os dados do cartão. A assinatura é paga no início de cada período e os créditos na encomenda, e cada fatura fica disponível na área de prestadores. Se o pagamento de uma renovação falhar, as vantagens Premium ficam suspensas até à sua regularização.',
      ],
    },
    obligations: {
      heading: 'Obrigações dos utilizadores e conteúdos proibidos',
      paragraphs: [
        'Cada um utiliza a plataforma de boa-fé e em conformidade com a lei. Os prestadores publicam informações exatas sobre a sua empresa, os seus serviços e os seus preços, dispõem das autorizações exigidas pela sua atividade e respondem aos pedidos com diligência.',
        'São proibidos, nomeadamente: conteúdos falsos ou enganosos, ilícitos, difamatórios, injuriosos, discriminatórios, violentos ou de caráter sexual; conteúdos que violem direitos de terceiros (imagens, marcas, vida privada); publicidade não solicitada e o contacto com utilizadores para fins diferentes do seu projeto; a recolha automatizada de dados, a usurpação de identidade e a evasão das medidas de segurança ou dos limites de envio.',
        'Qualquer conteúdo ilícito pode ser denunciado ao apoio ao cliente, indicando onde se encontra e porque é denunciado. A entidade exploradora analisa cada denúncia, pode retirar um conteúdo ou suspender uma conta, e informa a pessoa em causa da sua decisão e dos respetivos motivos, que esta pode contestar junto do apoio ao cliente.',
      ],
    },
    reviews: {
      heading: 'Avaliações e testemunhos',
      paragraphs: [
        'Uma avaliação de um prestador só pode ser deixada por um casal que o tenha contactado através da plataforma, sobre um serviço efetivamente prestado; é publicada com a respetiva data. A entidade exploradora não paga nenhuma avaliação nem altera o seu conteúdo.',
        'Antes da publicação, a entidade exploradora verifica que a avaliação provém de uma conta que enviou um pedido a esse prestador. Pode recusar ou retirar uma avaliação contrária a estas condições (conteúdo proibido, conflito de interesses, avaliação sem relação com o serviço). O prestador pode responder publicamente a uma avaliação e denunciar uma avaliação que considere ilícita.',
        'Os testemunhos apresentados nos sites são publicados com o consentimento dos seus autores.',
      ],
    },
    liability: {
      heading: 'Responsabilidade',
      paragraphs: [
        'A entidade exploradora toma medidas razoáveis para assegurar o acesso à plataforma e a segurança dos dados, sem garantir um serviço ininterrupto: podem ocorrer interrupções para manutenção ou em caso de avaria.',
        'Cada prestador é o único responsável pelas informações do seu perfil e pelos serviços que presta. A entidade exploradora não garante a disponibilidade de um prestador, nem a resposta a um pedido, nem a execução do contrato celebrado entre um casal e um prestador.',
        'Perante um prestador, a responsabilidade da entidade exploradora limita-se aos danos diretos e previsíveis, até ao montante pago por esse prestador nos últimos doze meses. Estes limites não se aplicam em caso de dolo ou culpa grave, aos danos pessoais nem aos direitos que a lei garante aos consumidores.',
      ],
    },
    'intellectual-property': {
      heading: 'Propriedade intelectual',
      paragraphs: [
        'A plataforma, a sua estrutura, textos, logótipos, bases de dados e programas estão protegidos e pertencem à entidade exploradora ou a quem lhe concedeu o seu uso. É proibida qualquer reprodução ou extração substancial sem autorização escrita.',
        'O prestador garante que detém os direitos sobre os textos, fotografias e vídeos que publica. Concede à entidade exploradora, enquanto estiver presente na plataforma, uma licença gratuita e não exclusiva para os reproduzir, adaptar ao formato das páginas e apresentar na plataforma e na sua promoção, em todos os países onde é oferecida.',
      ],
    },
    'personal-data': {
      heading: 'Dados pessoais',
      paragraphs: [
        'A entidade exploradora trata os dados pessoais dos utilizadores na qualidade de responsável pelo tratamento, em conformidade com o Regulamento Geral sobre a Proteção de Dados (RGPD). O número de telefone serve para verificar a conta por SMS; os dados de um projeto só são transmitidos aos prestadores que o casal contacta, que os tratam depois sob a sua própria responsabilidade.',
        'As finalidades, os fundamentos jurídicos, os prazos de conservação, os destinatários e os direitos de cada um (acesso, retificação, apagamento, limitação, oposição, portabilidade, reclamação junto da autoridade de controlo) estão descritos na política de privacidade da plataforma. Estes direitos exercem-se junto do apoio ao cliente.',
      ],
    },
    withdrawal: {
      heading: 'Direito de livre resolução',
      paragraphs: [
        'Os serviços oferecidos aos casais são gratuitos: não lhes é pedido nenhum pagamento, e podem deixar de os utilizar e eliminar a sua conta a qualquer momento.',
        'As ofertas pagas estão reservadas a profissionais, que não beneficiam do direito de livre resolução dos consumidores, salvo quando a lei que lhes é aplicável o conceda. Nesse caso, exerce-se nos catorze dias seguintes à encomenda, por declaração enviada ao apoio ao cliente; o prestador que pediu que a assinatura começasse antes do fim desse prazo paga a parte do serviço já prestada, e os créditos já utilizados não são reembolsados.',
      ],
    },
    changes: {
      heading: 'Alteração das condições',
      paragraphs: [
        'A entidade exploradora pode alterar estas condições para acompanhar a evolução da plataforma ou da lei. Os titulares de uma conta são informados de qualquer alteração importante pelo menos trinta dias antes da sua entrada em vigor, por e-mail ou na sua área; o prestador que a recuse pode cancelar a sua assinatura sem custos antes dessa data.',
        'Uma encomenda continua regida pelas condições aceites no momento dessa encomenda, até à renovação seguinte.',
      ],
    },
    disputes: {
      heading: 'Lei aplicável, mediação e litígios',
      paragraphs: [
        'Estas condições regem-se pela lei do país onde a entidade exploradora tem a sua sede. O consumidor mantém a proteção das disposições imperativas da lei do país onde reside.',
        'Em caso de dificuldade, o utilizador escreve primeiro ao apoio ao cliente para procurar uma solução amigável. Na falta de acordo no prazo de dois meses, o consumidor pode recorrer gratuitamente à entidade de resolução alternativa de litígios de consumo a que a entidade exploradora aderiu, cujos contactos constam do aviso legal.',
        'Na falta de solução amigável, o litígio é submetido aos tribunais competentes; o consumidor pode recorrer ao tribunal do local onde reside. Entre profissionais, são exclusivamente competentes os tribunais da sede da entidade exploradora.',
      ],
    },
    version: {
      heading: 'Versão e entrada em vigor',
      paragraphs: [
        'Esta versão das condições gerais está em vigor desde {date} e substitui as anteriores, que continuam disponíveis mediante pedido ao apoio ao cliente.',
      ],
    },
  },
};
