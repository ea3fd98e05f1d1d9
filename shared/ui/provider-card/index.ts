export { PROVIDER_CARD_CLASSES } from './provider-card-classes';
export { ProviderCardArticle, type ProviderCardArticleProps } from './provider-card-article';
export { ProviderLanguages, ProviderMarks, ProviderPhoto, useProviderCardView } from './provider-card-parts';
export {
  providerCardView,
  type ProviderCardSource,
  type ProviderCardView,
  type ProviderCardViewOptions,
  type ProviderLanguageView,
  type ProviderMarkView,
} from './provider-card-view';
