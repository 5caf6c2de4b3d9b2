import { RichTextEditor } from '@mantine/tiptap';

import classes from './message-editor.module.css';

/** The message editor's toolbar: the formatting Markdown can carry, in three groups. */
export function MessageEditorToolbar() {
  return (
    <RichTextEditor.Toolbar className={classes.toolbar}>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Bold />
        <RichTextEditor.Italic />
        <RichTextEditor.Code />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.BulletList />
        <RichTextEditor.OrderedList />
        <RichTextEditor.Blockquote />
        <RichTextEditor.CodeBlock />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Link />
        <RichTextEditor.Unlink />
      </RichTextEditor.ControlsGroup>
    </RichTextEditor.Toolbar>
  );
}
