/**
 * Puts text on the clipboard from a click handler. A page served over plain HTTP (anything but localhost) has no
 * Clipboard API; the older copy command still works there, so every copy button of the site falls back to it,
 * as Docusaurus's own code block button does.
 */
export function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  return copied ? Promise.resolve() : Promise.reject(new Error('the browser refused to copy'));
}
