import { defineElement, type ElementInstance } from '../define';
import { richTextManifest } from './manifest';
import { RichText, type RichTextProps } from './rich-text';

/**
 * `<pp-rich-text name="message" required><textarea name="message">…</textarea></pp-rich-text>`: a rich-text
 * field (bold, underline, bullet lists) submitting sanitised HTML under its `name`. Properties `value`,
 * `placeholder`, `label`; event `pp-rich-text-change` when the user edits the text.
 */
export type RichTextElement = ElementInstance<RichTextProps>;

export interface RichTextChangeDetail {
  /** The new value: HTML limited to p, strong, u, ul, li and br, or '' when there is no text. */
  value: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'pp-rich-text': RichTextElement;
  }
  interface GlobalEventHandlersEventMap {
    'pp-rich-text-change': CustomEvent<RichTextChangeDetail>;
  }
}

defineElement(richTextManifest.tag, RichText, richTextManifest);
