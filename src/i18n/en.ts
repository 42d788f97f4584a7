import english from 'ra-language-english';
import type { TranslationMessages } from 'ra-core';

/** react-admin's English, with empty lists saying so without the resource, whose name would be a route's. */
export const raEnglish: TranslationMessages = {
  ...english,
  ra: {
    ...english.ra,
    page: { ...english.ra.page, empty: 'No data yet' },
    navigation: {
      ...english.ra.navigation,
      no_results: 'No data',
      no_filtered_results: 'No data matches the current filters',
    },
  },
};
