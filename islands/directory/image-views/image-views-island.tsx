import { useEffect } from 'react';
import { apiClient } from '@shared/api/client';
import * as directoryApi from '@shared/api/contract/directory';
import { defineIsland } from '@islands/define-island';
import { DIRECTORY_ISLANDS } from '@shared/islands/island-names';
import { imageViewsPropsSchema } from '@shared/islands/directory-island-props';
import { createViewCounter } from './view-counter';

/** This page view's counter: a module is evaluated once per page. */
const countViews = createViewCounter((id) => {
  // A view that could not be counted is not worth telling the visitor about.
  apiClient.call(directoryApi.incrementImageViewCount, {}, { params: { id } }).catch(() => {});
});

/**
 * `data-island="image-views"`: counts a view of each image of a gallery when the gallery is seen (the region
 * is loaded when it becomes visible). Renders nothing.
 */
export default defineIsland(
  DIRECTORY_ISLANDS.imageViews,
  imageViewsPropsSchema,
  function ImageViews({ imageIds }) {
    useEffect(() => countViews(imageIds), [imageIds]);
    return null;
  },
);
