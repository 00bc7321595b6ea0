import { DEFAULT_HOUSES, DEFAULT_TITLES } from './society-list-defaults';

/**
 * The society's houses and titles as the administrator keeps them (decision 0059), for the shared schemas' checks:
 * the server sets them whenever it reads the settings; until then (and in a tool without them) the defaults.
 */
let lists: { houses: readonly string[]; titles: readonly string[] } = {
  houses: DEFAULT_HOUSES,
  titles: DEFAULT_TITLES,
};

export const societyLists = () => lists;

export function setSocietyLists(next: { houses: readonly string[]; titles: readonly string[] }) {
  lists = { houses: next.houses, titles: next.titles };
}
