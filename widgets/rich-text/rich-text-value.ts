import { $generateDOMFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { $createParagraphNode, $getRoot, $insertNodes, type LexicalEditor } from 'lexical';
import { hasRichText, richTextHtmlOf, sanitizeRichTextHtml } from './rich-text-html';

/** Tags the updates the element makes itself (initial value, reset, restore): they fire no change event. */
export const PROGRAMMATIC_UPDATE = 'pp-rich-text-programmatic';

/** The editor's content as a value: sanitised HTML, or '' when there is no text. Read with the editor active. */
export function $valueOf(editor: LexicalEditor): string {
  const html = richTextHtmlOf($generateDOMFromNodes(document.createElement('div'), null, editor));
  return hasRichText(html) ? html : '';
}

/** Replaces the editor's content with a value (sanitised first); call inside `editor.update`. */
export function $loadValue(editor: LexicalEditor, html: string): void {
  const root = $getRoot();
  root.clear();
  const clean = sanitizeRichTextHtml(html);
  if (!hasRichText(clean)) {
    root.append($createParagraphNode());
    return;
  }
  const dom = new DOMParser().parseFromString(clean, 'text/html');
  const nodes = $generateNodesFromDOM(editor, dom);
  root.select();
  $insertNodes(nodes);
}
