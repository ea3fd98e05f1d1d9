import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { useEffect, useRef, useState } from 'react';
import { hostElementLanguage } from '@shared/i18n/element-language';
import { textGroup } from '@shared/i18n/load-texts';
import type { FormAssociatedProps } from '../define';
import { FormValuePlugin, lastValueOf } from './form-value-plugin';
import { $loadValue, PROGRAMMATIC_UPDATE } from './rich-text-value';
import { textareaSourceOf } from './textarea-source';
import { Toolbar } from './toolbar';
import './rich-text.css';

export interface RichTextProps extends FormAssociatedProps {
  /** Initial value (HTML), when the element has no child `<textarea>`. */
  value?: string;
  placeholder?: string;
  label?: string;
}

const THEME: InitialConfigType['theme'] = {
  paragraph: 'pp-rich-text__paragraph',
  list: { ul: 'pp-rich-text__list', listitem: 'pp-rich-text__list-item' },
  text: { bold: 'pp-rich-text__bold', underline: 'pp-rich-text__underline' },
};

/** A changed `data-value` after the upgrade replaces the content, and becomes what a reset goes back to. */
function InitialValuePlugin({ initialValue }: { initialValue: string }) {
  const [editor] = useLexicalComposerContext();
  const loaded = useRef(initialValue);
  useEffect(() => {
    if (initialValue === loaded.current) return;
    loaded.current = initialValue;
    editor.update(() => $loadValue(editor, initialValue), { tag: PROGRAMMATIC_UPDATE });
  }, [editor, initialValue]);
  return null;
}

/**
 * A small rich-text editor (lexical): bold, underline and bullet lists, from its toolbar or the usual
 * shortcuts. Its value is HTML limited to those formats, submitted with the form the element is in.
 */
export function RichText({ host, form, value, placeholder, label }: RichTextProps) {
  const [source] = useState(() => textareaSourceOf(host));
  const language = hostElementLanguage({});
  const texts = textGroup(language, 'richText');
  const initialValue = value ?? source?.value ?? '';
  const shownPlaceholder = placeholder || textGroup(language, 'common').richTextPlaceholder;
  const [initialConfig] = useState<InitialConfigType>(() => ({
    namespace: 'pp-rich-text',
    nodes: [ListNode, ListItemNode],
    theme: THEME,
    onError: (error) => console.error('<pp-rich-text>', error),
    // Put back in the page, the element shows what it held when it was removed.
    editorState: (editor) => $loadValue(editor, lastValueOf(host) ?? initialValue),
  }));

  return (
    <LexicalComposer initialConfig={initialConfig}>
      <Toolbar texts={texts} disabled={form.disabled} />
      <div className="pp-rich-text__field">
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              className="pp-rich-text__editable"
              role="textbox"
              aria-multiline="true"
              aria-label={label || source?.label || shownPlaceholder}
              aria-required={form.required}
              aria-disabled={form.disabled || undefined}
              aria-placeholder={shownPlaceholder}
              placeholder={
                <div className="pp-rich-text__placeholder" aria-hidden="true">
                  {shownPlaceholder}
                </div>
              }
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
      </div>
      <ListPlugin />
      <HistoryPlugin />
      <InitialValuePlugin initialValue={initialValue} />
      <FormValuePlugin host={host} form={form} initialValue={initialValue} requiredMessage={texts.required} />
    </LexicalComposer>
  );
}
