import { ISLAND_TEXTS } from '@shared/islands/island-texts';
import { ISLANDS } from './island-loaders';
import { startIslands } from './start-islands';

/** The island loader of the pages (`islands.js`): takes over the regions of the islands the page has. */
startIslands(ISLANDS, ISLAND_TEXTS);
