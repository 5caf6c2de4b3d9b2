import '@mantine/core/styles/Input.css';
import '@mantine/tiptap/styles.css';

import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import type { RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import type { Editor, JSONContent } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { toMarkdown } from '../utils/to-markdown';

import { MessageEditorToolbar } from './message-editor-toolbar';
import classes from './message-editor.module.css';

/** What the editor starts with: a kept document, else the plain text's paragraphs. */
function startingContent(
  text: string | undefined,
  kept: JSONContent | null | undefined,
): JSONContent | undefined {
  if (kept !== undefined) {
    return kept ?? undefined;
  }
  if (!text) {
    return undefined;
  }
  return {
    type: 'doc',
    content: text.split('\n').map((line) => ({
      type: 'paragraph',
      content: line === '' ? [] : [{ type: 'text', text: line }],
    })),
  };
}

/**
 * The rich-text editor of ticket messages: the formatting Markdown can carry
 * (bold, italic, code, lists, quotes, links) and nothing else.
 */
export function useMessageEditor({
  onChange,
  initialText,
  initialDocument,
}: {
  onChange?: () => void;
  /** Plain text to start from, one paragraph a line (never read as HTML). */
  initialText?: string;
  /**
   * A document of this editor to start from instead (a kept draft, its
   * formatting with it); null starts empty.
   */
  initialDocument?: JSONContent | null;
}) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  return useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: false,
      }),
      Link.configure({
        openOnClick: false,
        protocols: ['mailto'],
        isAllowedUri: (url, context) =>
          /^(?:https?:|mailto:)/i.test(url) && context.defaultValidate(url),
      }),
    ],
    content: startingContent(initialText, initialDocument),
    shouldRerenderOnTransaction: false,
    onUpdate: () => onChangeRef.current?.(),
  });
}

/** The editor's text as the Markdown a ticket message is sent as. */
export function readMarkdown(editor: Editor | null): string {
  if (!editor || editor.isEmpty) {
    return '';
  }
  return toMarkdown(editor.getHTML());
}

function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      boldControlLabel: t('tickets.editor.bold'),
      italicControlLabel: t('tickets.editor.italic'),
      codeControlLabel: t('tickets.editor.code'),
      codeBlockControlLabel: t('tickets.editor.codeBlock'),
      bulletListControlLabel: t('tickets.editor.bulletList'),
      orderedListControlLabel: t('tickets.editor.orderedList'),
      blockquoteControlLabel: t('tickets.editor.quote'),
      linkControlLabel: t('tickets.editor.link'),
      unlinkControlLabel: t('tickets.editor.unlink'),
      linkEditorInputLabel: t('tickets.editor.linkAddress'),
      linkEditorInputPlaceholder: 'https://',
      linkEditorExternalLink: t('tickets.editor.linkNewTab'),
      linkEditorInternalLink: t('tickets.editor.linkSameTab'),
      linkEditorSave: t('tickets.editor.linkSave'),
    }),
    [t],
  );
}

/** A labelled message editor with its toolbar, hint and error. */
export function MessageEditor({
  editor,
  label,
  description,
  error,
  isDisabled = false,
}: {
  editor: Editor | null;
  label: string;
  description?: string;
  error?: string | null;
  isDisabled?: boolean;
}) {
  const labels = useEditorLabels();
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;

  useEffect(() => {
    if (!editor || editor.isDestroyed) {
      return;
    }
    const describedBy = [description && descriptionId, error && errorId]
      .filter(Boolean)
      .join(' ');
    editor.setOptions({
      editorProps: {
        attributes: {
          'aria-labelledby': labelId,
          'aria-multiline': 'true',
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(error ? { 'aria-invalid': 'true' } : {}),
        },
      },
    });
  }, [editor, description, descriptionId, error, errorId, labelId]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) {
      editor.setEditable(!isDisabled, false);
    }
  }, [editor, isDisabled]);

  return (
    <div className={classes.field}>
      <Input.Label
        id={labelId}
        required
        onClick={() => editor?.commands.focus()}
      >
        {label}
      </Input.Label>
      {description && (
        <Input.Description id={descriptionId} className={classes.description}>
          {description}
        </Input.Description>
      )}
      <RichTextEditor
        editor={editor}
        labels={labels}
        className={classes.editor}
        classNames={{ control: classes.control }}
        data-error={error ? true : undefined}
        data-disabled={isDisabled || undefined}
      >
        <MessageEditorToolbar />
        <RichTextEditor.Content className={classes.content} />
      </RichTextEditor>
      {error && (
        <Input.Error id={errorId} className={classes.error}>
          {error}
        </Input.Error>
      )}
    </div>
  );
}
