document.addEventListener('pp-rich-text-change', (event) => {
  console.info(`${event.target.getAttribute('name')}: ${event.detail.value}`);
});
