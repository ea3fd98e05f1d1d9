/*
 * The style guide's behaviour: the colour swatches and their contrast ratios, computed from the tokens the page
 * resolved; the forced hover and focus states, copied from the stylesheet's own `:hover` and `:focus-visible`
 * rules onto the classes `sg-hover` and `sg-focus`; the dialog's button.
 */

/** An `rgb(r, g, b)` computed colour as its three channels. */
function channels(rgb) {
  return rgb
    .match(/\d+(\.\d+)?/g)
    .slice(0, 3)
    .map(Number);
}

/** WCAG 2.2 relative luminance and contrast ratio (the same rule as shared/ui/theme/contrast.ts). */
function luminance(rgb) {
  const [red, green, blue] = channels(rgb).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(first, second) {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

/** A token's value as a computed colour, through a probe element that paints with it. */
function resolvedColour(token) {
  const probe = document.createElement('span');
  probe.style.setProperty('color', `var(${token})`);
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

function showContrasts() {
  const backgrounds = ['--_ui-surface', '--_ui-surface-alt', '--_site-canvas'].map(resolvedColour);
  const [surface] = backgrounds;
  const text = resolvedColour('--_ui-text');
  const rows = document.querySelector('[data-contrast]');
  for (const swatch of document.querySelectorAll('[data-swatches] li')) {
    const colour = resolvedColour(swatch.dataset.token);
    const minimum = Number(swatch.dataset.minimum ?? 4.5);
    swatch.style.setProperty('background', colour);
    // The swatch's own label in whichever of the surface and the text colours reads on it.
    swatch.style.setProperty('color', contrast(surface, colour) >= 4.5 ? surface : text);
    swatch.append(document.createElement('br'), colour);
    const row = rows.insertRow();
    const name = document.createElement('th');
    name.scope = 'row';
    name.textContent = `${swatch.dataset.name} (at least ${minimum}:1)`;
    row.append(name);
    for (const background of backgrounds) {
      const ratio = contrast(colour, background);
      const cell = row.insertCell();
      cell.textContent = `${ratio.toFixed(2)}:1`;
      if (ratio < minimum) cell.className = 'sg-fail';
    }
  }
}

/** The rules of a same-origin sheet whose selectors use `pseudo`, rewritten onto `className`. */
function forceState(pseudo, className) {
  const sheet = [...document.styleSheets].find((candidate) => candidate.href?.endsWith('/assets/site.css'));
  if (!sheet) return;
  const forced = [];
  for (const rule of sheet.cssRules) {
    if (rule instanceof CSSStyleRule && rule.selectorText.includes(pseudo)) {
      forced.push(`${rule.selectorText.replaceAll(pseudo, `.${className}`)} { ${rule.style.cssText} }`);
    }
  }
  const own = new CSSStyleSheet();
  own.replaceSync(forced.join('\n'));
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, own];
}

function showMotion() {
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  document.querySelector('[data-motion]').textContent = reduced
    ? 'Your system asks for reduced motion: the transitions of this page are instant.'
    : 'Your system does not ask for reduced motion.';
}

for (const opener of document.querySelectorAll('[data-open-dialog]')) {
  opener.addEventListener('click', () => document.getElementById(opener.dataset.openDialog).showModal());
}
showContrasts();
forceState(':hover', 'sg-hover');
forceState(':focus-visible', 'sg-focus');
showMotion();
