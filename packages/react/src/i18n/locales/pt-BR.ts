import type { Messages } from '../en.ts'
import { isolate } from '../isolate.ts'
import { plural } from '../plural.ts'

/** Latch's texts in Portuguese (Brazil). */
export const ptBR: Messages = {
  lang: 'pt-BR',
  dir: 'ltr',

  dialog: {
    close: 'Fechar',
  },

  copy: {
    failed: 'Não foi possível copiar: selecione o texto e copie você mesmo.',
  },

  wallet: {
    connect: 'Conectar carteira',
    browserWallet: 'Carteira do navegador',
    restoring: 'Restaurando sua sessão…',
    accountHint: 'Abrir os detalhes da conta',
    unsupportedNetwork: 'Rede não suportada',
    unknownNetwork: (chainId) => `Rede ${chainId}`,
  },

  connect: {
    newToWallets: 'Novo em carteiras?',
    learnAboutWallets: 'Saiba mais sobre carteiras',
    title: 'Conectar uma carteira',
    intro: (app) => `Escolha a carteira que você quer usar com ${app}.`,
    recent: 'Recente',
    installed: 'Instalada neste navegador',
    detected: 'Encontrada neste navegador',
    appOrExtension: (wallet) => `App ou extensão ${isolate(wallet)}`,
    popup: (wallet) => `Abre uma janela do ${isolate(wallet)}`,
    legacy: (wallet) => `Conexão antiga do ${isolate(wallet)}`,
    scanWith: (wallet) => `Escaneie com ${isolate(wallet)} no celular`,
    appOnDevice: (wallet) => `Use o app ${isolate(wallet)} neste dispositivo`,
    getNamed: (wallet) => `Obter ${isolate(wallet)}`,
    groups: {
      installed: 'Instaladas',
      popular: 'Populares',
      more: 'Mais carteiras',
    },
    walletConnect: 'Escaneie com uma carteira no celular',
    walletConnectTouch: 'Abrir um app de carteira neste dispositivo',
    notInstalled: 'Não instalada',
    notInstalledHelp:
      'Uma carteira do navegador é uma extensão que guarda suas chaves e pede sua permissão antes que um site possa usá-las. Instale uma e recarregue esta página, ou escolha outra opção.',
    getWallet: 'Encontrar uma carteira (abre em uma nova aba)',
    getWalletUrl: 'https://ethereum.org/pt-br/wallets/find-wallet/',
    notConfigured: 'Ainda não configurada neste site',
    confirmIn: (wallet) => `Confirme na ${isolate(wallet)}`,
    confirmHelp: (wallet, app) =>
      `${isolate(wallet)} está pedindo para você se conectar a ${app}. Aprove a solicitação por lá.`,
    opening: (wallet) => `Abrindo ${isolate(wallet)}…`,
    cancel: 'Cancelar',
    tryAgain: 'Tentar novamente',
    back: 'Escolher outra carteira',
    connected: (wallet) => `Conectado com ${isolate(wallet)}.`,
    cancelled: 'Conexão cancelada.',
    rdnsShared: (rdns) => `Mais de uma carteira alega ser ${isolate(rdns)}`,
  },

  walletConnect: {
    qrLabel: 'QR code do WalletConnect',
    scan: 'Escaneie este código com um app de carteira no seu celular.',
    preparing: 'Preparando o QR code…',
    copyLink: 'Copiar link',
    linkCopied: 'Link copiado.',
  },

  phone: {
    openNamed: (wallet) => `Abrir ${isolate(wallet)}`,
    preparing: 'Preparando o link…',
    waitingHelp: (wallet) =>
      `Aprove na ${isolate(wallet)} e depois volte para esta página.`,
    notOpened: (wallet) =>
      `A ${isolate(wallet)} não abriu. Ela está instalada neste celular?`,
    rejectedIn: (wallet) => `Recusado na ${isolate(wallet)}.`,
    startOver: 'Começar de novo',
    inApp:
      'O navegador deste app pode não abrir apps de carteira. Abra esta página no navegador do seu celular para se conectar.',
    openInBrowser: 'Abrir no seu navegador',
    openDesktopApp: 'Abrir o app para computador',
  },

  account: {
    title: 'Conta',
    address: 'Endereço',
    network: 'Rede',
    balance: 'Saldo',
    wallet: 'Carteira',
    loading: 'Carregando…',
    unavailable: 'Indisponível',
    tokens: 'Saldos de tokens',
    retrying: 'Tentando novamente até obter resposta.',
    copyAddress: 'Copiar endereço',
    addressCopied: 'Endereço copiado.',
    viewOnExplorer: 'Ver no explorador',
    explorerHint: (explorer) => `${explorer}, abre em uma nova aba`,
    disconnect: 'Desconectar',
    disconnecting: 'Desconectando…',
  },

  network: {
    switchTitle: 'Trocar de rede',
    label: 'Rede',
    current: 'Conectada',
    switching: (chain) => `Mudando para ${chain}…`,
    adding: (chain) => `Adicionando ${chain} à sua carteira…`,
    confirmIn: (wallet) => `Confirme na ${isolate(wallet)}.`,
    switched: (chain) => `Você mudou para ${chain}.`,
    switchInWallet: (chain) => `Mude a rede na sua carteira para ${chain}.`,
  },

  unsupported: {
    title: 'Rede não suportada',
    body: (chainId, app) =>
      `Sua carteira está em uma rede que ${app} não suporta (rede ${chainId}).`,
    switchTo: (chain) => `Mudar para ${chain}`,
  },

  sign: {
    title: 'Assinar mensagem',
    intro:
      'Assinar prova que você controla esta conta. É gratuito e não envia nenhuma transação.',
    message: 'Mensagem',
    submit: 'Assinar mensagem',
    signature: 'Assinatura',
    copySignature: 'Copiar assinatura',
    signatureCopied: 'Assinatura copiada.',
    confirmIn: (wallet) => `Confirme a assinatura na ${isolate(wallet)}.`,
    verified: (signer) =>
      `A assinatura é válida: foi feita por ${isolate(signer)}.`,
    notVerified: 'A assinatura não é válida para esta conta.',
    notChecked:
      'Não foi possível verificar a assinatura: tente novamente mais tarde.',
  },

  token: {
    title: 'Adicionar token',
    intro: 'Adicione um token ERC-20 à lista que sua carteira mostra.',
    address: 'Endereço do token',
    addressHint: (digits) =>
      plural('pt-BR', digits, {
        one: '0x seguido de # caractere hexadecimal.',
        other: '0x seguido de # caracteres hexadecimais.',
      }),
    symbol: 'Símbolo',
    symbolHint: (max) =>
      plural('pt-BR', max, {
        one: '1 caractere, como a carteira vai mostrar.',
        other: 'De 1 a # caracteres, como a carteira vai mostrar.',
      }),
    decimals: 'Casas decimais',
    decimalsHint: 'Um número inteiro de 0 a 36; a maioria dos tokens usa 18.',
    image: 'URL da imagem',
    imageHint: 'Opcional: um endereço https:// ou data:image.',
    submit: 'Adicionar à carteira',
    suggestions: 'Token conhecido:',
    suggestion: (symbol) => `Preencher com ${isolate(symbol)}`,
    confirmIn: (wallet) => `Confirme na ${isolate(wallet)}.`,
    added: (symbol) => `${isolate(symbol)} foi adicionado à sua carteira.`,
    declined: (symbol) => `Sua carteira não adicionou ${isolate(symbol)}.`,
    unsupported: 'Sua carteira não permite adicionar tokens.',
    invalid: {
      address: (digits) =>
        plural('pt-BR', digits, {
          one: 'Digite um endereço de token: 0x seguido de # caractere hexadecimal.',
          other:
            'Digite um endereço de token: 0x seguido de # caracteres hexadecimais.',
        }),
      checksum:
        'As maiúsculas deste endereço não batem com o checksum: verifique se há erro de digitação.',
      symbol: (max) =>
        plural('pt-BR', max, {
          one: 'Digite um símbolo de 1 caractere.',
          other: 'Digite um símbolo de 1 a # caracteres.',
        }),
      decimals: 'Digite um número inteiro de 0 a 36.',
      image: 'Use um endereço que comece com https:// ou data:image/.',
    },
  },

  errors: {
    userRejected: 'Você recusou a solicitação na sua carteira.',
    unauthorized:
      'Sua carteira não autorizou esta solicitação. Conecte-a novamente.',
    unsupportedMethod: 'Sua carteira não suporta esta solicitação.',
    disconnected: 'Sua carteira está desconectada. Conecte-a novamente.',
    chainDisconnected: (chain) =>
      chain
        ? `Sua carteira não está conectada à rede ${chain}.`
        : 'Sua carteira não está conectada a esta rede.',
    pairingExpired:
      'O QR code expirou antes de uma carteira responder. Mostre um novo e escaneie de novo.',
    requestPending:
      'Já existe uma solicitação aguardando na sua carteira. Abra-a para continuar.',
    internal: 'Sua carteira teve um problema. Tente novamente.',
    providerNotFound:
      'Esta carteira não está instalada neste navegador. Instale-a ou escolha outra carteira.',
    connectorNotConfigured:
      'Esta carteira não foi configurada neste site. Escolha outra carteira.',
    connectorRequired: 'Escolha uma carteira para conectar.',
    messageRequired: 'Digite uma mensagem para assinar.',
    addressRequired: 'É preciso um endereço para buscar o nome dele.',
    chainNotConfigured: (chain) =>
      chain
        ? `A rede ${chain} não é suportada aqui.`
        : 'Esta rede não é suportada aqui.',
    addChain: (chain) =>
      chain
        ? `Não foi possível adicionar ${chain} à sua carteira.`
        : 'Não foi possível adicionar a rede à sua carteira.',
    switchChain: (chain) =>
      chain
        ? `Não foi possível mudar sua carteira para ${chain}.`
        : 'Não foi possível mudar a rede da sua carteira.',
    switchChainNotSupported: (chain) =>
      chain
        ? `Mude a rede na sua carteira para ${chain}.`
        : 'Mude a rede na sua carteira.',
    networkUnavailable: (chain) =>
      chain
        ? `Não é possível acessar a rede ${chain} agora.`
        : 'Não é possível acessar a rede agora.',
    unknown: 'Algo deu errado com sua carteira. Tente novamente.',
    notFromAccount:
      'Sua carteira respondeu com uma transação que sua conta não enviou. Ela não foi listada.',
    setup:
      'Esta página não está configurada corretamente. Recarregue a página.',
  },
}
