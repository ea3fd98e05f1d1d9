import { $isListNode, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import {
  $getSelection,
  $isRangeSelection,
  $isRootNode,
  COMMAND_PRIORITY_HIGH,
  FORMAT_TEXT_COMMAND,
  type BaseSelection,
  type TextFormatType,
} from 'lexical';
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import type { Catalog } from '@shared/i18n';

/** The only text formats of a rich-text value; the others (italic with Ctrl+I…) are refused. */
const ALLOWED_FORMATS: ReadonlySet<TextFormatType> = new Set(['bold', 'underline']);

interface ActiveFormats {
  bold: boolean;
  underline: boolean;
  bulletList: boolean;
}

const NONE: ActiveFormats = { bold: false, underline: false, bulletList: false };

function $activeFormats(selection: BaseSelection | null): ActiveFormats {
  if (!$isRangeSelection(selection)) return NONE;
  const anchor = selection.anchor.getNode();
  return {
    bold: selection.hasFormat('bold'),
    underline: selection.hasFormat('underline'),
    bulletList: !$isRootNode(anchor) && $isListNode(anchor.getTopLevelElement()),
  };
}

interface ToolbarButtonProps {
  label: string;
  pressed: boolean;
  onPress: () => void;
  children: ReactNode;
}

/** The mouse press would take the focus, and the selection, out of the editor: the click acts on it. */
function keepEditorFocus(event: MouseEvent) {
  event.preventDefault();
}

function ToolbarButton({ label, pressed, onPress, children }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      className="pp-rich-text__button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onMouseDown={keepEditorFocus}
      onClick={onPress}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

/** Bold, underline and bullet-list buttons, pressed when the selection has that format. */
export function Toolbar({ texts, disabled }: { texts: Catalog['richText']; disabled: boolean }) {
  const [editor] = useLexicalComposerContext();
  const [active, setActive] = useState<ActiveFormats>(NONE);

  useEffect(() => {
    const stopListening = editor.registerUpdateListener(({ editorState }) => {
      setActive(editorState.read(() => $activeFormats($getSelection())));
    });
    const stopRefusing = editor.registerCommand(
      FORMAT_TEXT_COMMAND,
      (format) => !ALLOWED_FORMATS.has(format),
      COMMAND_PRIORITY_HIGH,
    );
    return () => {
      stopListening();
      stopRefusing();
    };
  }, [editor]);

  function format(textFormat: TextFormatType) {
    editor.dispatchCommand(FORMAT_TEXT_COMMAND, textFormat);
    editor.focus();
  }

  function toggleBulletList() {
    if (active.bulletList) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined);
    editor.focus();
  }

  if (disabled) return null;
  return (
    <div className="pp-rich-text__toolbar" role="toolbar" aria-label={texts.toolbar}>
      <ToolbarButton label={texts.bold} pressed={active.bold} onPress={() => format('bold')}>
        <strong>B</strong>
      </ToolbarButton>
      <ToolbarButton label={texts.underline} pressed={active.underline} onPress={() => format('underline')}>
        <u>U</u>
      </ToolbarButton>
      <ToolbarButton label={texts.bulletList} pressed={active.bulletList} onPress={toggleBulletList}>
        •≡
      </ToolbarButton>
    </div>
  );
}
