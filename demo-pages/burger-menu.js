document.addEventListener('pp-burger-menu-change', (event) => {
  console.info(`Menu ${event.detail.open ? 'opened' : 'closed'} by the user.`);
});
