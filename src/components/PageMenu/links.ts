/** Addresses the page menu offers: the Markdown twin and the assistants' "new chat with this prompt" links. */

/** The Markdown twin of a page (plugins/llms-markdown writes it beside the HTML page). */
export function twinUrl(permalink: string): string {
  return `${permalink.replace(/\/$/, '')}.md`;
}

/** The prompt handed to an assistant: read this page's Markdown, then help with it. */
export function assistantPrompt(markdownUrl: string, siteName: string, versionLabel: string): string {
  return `Read ${markdownUrl} (a page of the ${siteName} ${versionLabel} documentation) so that you can answer my questions about it.`;
}

export function chatGptUrl(prompt: string): string {
  return `https://chatgpt.com/?hints=search&q=${encodeURIComponent(prompt)}`;
}

export function claudeUrl(prompt: string): string {
  return `https://claude.ai/new?q=${encodeURIComponent(prompt)}`;
}
