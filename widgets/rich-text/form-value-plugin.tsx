import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import type { EditorState, LexicalEditor } from 'lexical';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { dispatchElementEvent, type FormController } from '../define';
import { $loadValue, $valueOf, PROGRAMMATIC_UPDATE } from './rich-text-value';

/** The value each element last submitted: a removed and re-inserted element shows it again. */
const valueOfHost = new WeakMap<HTMLElement, string>();

/** The value the element last submitted, if it was rendered before. */
export function lastValueOf(host: HTMLElement): string | undefined {
  return valueOfHost.get(host);
}

/** Each editor state's value, computed once: a state never changes, and exporting HTML is not free. */
const valueOfState = new WeakMap<EditorState, string>();

function valueOf(editor: LexicalEditor, state: EditorState): string {
  let value = valueOfState.get(state);
  if (value === undefined) {
    value = state.read(() => $valueOf(editor), { editor });
    valueOfState.set(state, value);
  }
  return value;
}

function useEditorValue(editor: LexicalEditor): string {
  const subscribe = useCallback((onChange: () => void) => editor.registerUpdateListener(onChange), [editor]);
  return useSyncExternalStore(subscribe, () => valueOf(editor, editor.getEditorState()));
}

interface FormValuePluginProps {
  host: HTMLElement;
  form: FormController;
  /** The value a form reset goes back to. */
  initialValue: string;
  requiredMessage: string;
}

/**
 * Connects the editor to the form: its value is submitted, `required` means some text, a reset reloads the
 * initial value and a restore the saved one. The change event is for the user's edits only.
 */
export function FormValuePlugin({ host, form, initialValue, requiredMessage }: FormValuePluginProps) {
  const [editor] = useLexicalComposerContext();
  const value = useEditorValue(editor);
  const { setValue, setValidity, onReset, onRestore, required, disabled } = form;

  useEffect(() => {
    let current = valueOf(editor, editor.getEditorState());
    return editor.registerUpdateListener(({ editorState, tags }) => {
      const next = valueOf(editor, editorState);
      if (next === current) return;
      current = next;
      if (!tags.has(PROGRAMMATIC_UPDATE)) dispatchElementEvent(host, 'pp-rich-text-change', { value: next });
    });
  }, [editor, host]);

  useEffect(() => {
    valueOfHost.set(host, value);
    setValue(value);
    if (required && value === '')
      setValidity({ valueMissing: true }, requiredMessage, editor.getRootElement() ?? undefined);
    else setValidity({});
  }, [editor, host, value, required, requiredMessage, setValue, setValidity]);

  useEffect(() => editor.setEditable(!disabled), [editor, disabled]);

  useEffect(() => {
    function load(html: string) {
      editor.update(() => $loadValue(editor, html), { tag: PROGRAMMATIC_UPDATE });
    }
    const stopReset = onReset(() => load(initialValue));
    const stopRestore = onRestore((state) => load(typeof state === 'string' ? state : ''));
    return () => {
      stopReset();
      stopRestore();
    };
  }, [editor, initialValue, onReset, onRestore]);

  return null;
}
