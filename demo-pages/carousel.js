document.addEventListener('pp-carousel-change', (event) => {
  console.info(`Image ${event.detail.index + 1} shown.`);
});
