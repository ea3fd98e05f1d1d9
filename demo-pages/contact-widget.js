// The page names its other hosts (the project site, the Belgian site) without a port: they are on the port
// this page was served from, whichever the server runs on.
for (const widget of document.querySelectorAll('pp-contact-widget[data-base-url]')) {
  const url = new URL(widget.dataset.baseUrl);
  url.port = location.port;
  widget.dataset.baseUrl = url.href;
}
for (const link of document.querySelectorAll('a[data-same-port]')) {
  const url = new URL(link.href);
  url.port = location.port;
  link.href = url.href;
}

const log = document.querySelector('#events');
for (const name of ['pp-contact-widget-step', 'pp-contact-widget-sent', 'pp-contact-widget-error']) {
  document.addEventListener(name, (event) => {
    log.textContent += `${name} ${JSON.stringify(event.detail)}\n`;
  });
}
