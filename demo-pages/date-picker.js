document.addEventListener('pp-date-picker-change', (event) => {
  console.info(`${event.target.getAttribute('name')}: ${event.detail.value || '(empty)'}`);
});
