document.addEventListener('pp-sms-outbox-copy', (event) => {
  console.info(`Code ${event.detail.code} (sent to ${event.detail.phone}) copied.`);
});
