/**
 * Counts each image once: `count` is called for an id the first time it is seen and never again, however
 * often (re-renders, several regions naming the same image). One counter per page view.
 */
export function createViewCounter(count: (imageId: number) => void): (imageIds: readonly number[]) => void {
  const counted = new Set<number>();
  return (imageIds) => {
    for (const id of imageIds) {
      if (counted.has(id)) continue;
      counted.add(id);
      count(id);
    }
  };
}
