const log = document.querySelector('#events');
for (const name of ['pp-contact-widget-step', 'pp-contact-widget-sent', 'pp-contact-widget-error']) {
  document.addEventListener(name, (event) => {
    log.textContent += `${name} ${JSON.stringify(event.detail)}\n`;
  });
}
