/** Read by the directory's islands; the island loader reads the same rule to fetch their texts first. */
export { islandLanguage } from '@shared/i18n/element-texts';
