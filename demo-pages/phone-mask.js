document.addEventListener('pp-phone-mask-change', (event) => {
  console.info(`${event.target.getAttribute('name')}: ${event.detail.value || '(invalid)'}`);
});
