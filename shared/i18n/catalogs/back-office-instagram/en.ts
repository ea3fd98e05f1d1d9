import type french from './fr';

export default {
  backOfficeInstagram: {
    title: 'Instagram account',
    intro:
      'Link your professional Instagram account: your latest posts show on your public profile and keep themselves up to date.',
    loading: 'Loading your Instagram account…',
    loadFailed: 'Your Instagram account could not be loaded.',
    notConfigured: 'Linking with Instagram is not available on this server.',
    notConnected: 'No Instagram account is linked to your profile.',
    connect: 'Connect Instagram',
    connecting: 'Redirecting to Instagram…',
    returning: 'Linking your Instagram account…',
    returnFailed: 'Your Instagram account could not be linked.',
    denied: 'The connection was cancelled on Instagram: your account was not linked.',
    connected: 'Linked account: @{{username}}',
    connectedSince: 'Linked on {{date}}',
    refreshedAt: 'Posts updated on {{date}}',
    notRefreshedYet: 'Your posts have not been fetched yet: they will be in a few minutes.',
    refreshFailing:
      'The last update of your posts failed: it will be tried again automatically, and your profile keeps the posts it already shows.',
    needsReconnection:
      'Access to your Instagram account has expired: reconnect it so that your posts are updated.',
    reconnect: 'Reconnect Instagram',
    postsHeading: 'Your latest posts',
    noPosts: 'No posts to show yet.',
    postAlt: 'Post of {{date}}',
    disconnect: 'Disconnect Instagram',
    confirmDisconnect: 'Disconnect this account? Its posts will disappear from your profile.',
    confirm: 'Disconnect',
    keep: 'Cancel',
    disconnected: 'Your Instagram account is disconnected.',
    codeInvalid: 'The code sent back by Instagram is not valid.',
    stateInvalid: 'This return from Instagram is not valid: start the connection again.',
  },
} satisfies typeof french;
