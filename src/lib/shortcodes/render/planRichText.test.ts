import { describe, expect, it } from 'vitest';
import { parseShortcodes } from '../../rules/shortcodes/parseShortcodes';
import { colosseum, dataWith, envFor } from '../testing/fixtures';
import { headingIds } from './headingIds';
import { planBlock } from './planNodes';
import { planRichText } from './planRichText';
import type { PlanNode } from './planTypes';

const env = envFor();
const data = dataWith({ products: new Map([[colosseum.id, colosseum]]) });
const paragraph = (text: string, spans: unknown[] = []) => ({ type: 'paragraph', text, spans });
/** A plan node in short: its HTML, or the widget's name and view kind with its content. */
const short = (node: PlanNode): unknown =>
  node.type === 'html' ? node.html : [node.name, node.view.kind, node.children.map(short)];

describe('planRichText', () => {
  it('leaves fields without shortcodes to the plain renderer', () => {
    expect(planRichText([paragraph('No brackets here')], data, env)).toBeUndefined();
    expect(planRichText([paragraph('A citation [1] and [gallery id=2]')], data, env)).toBeUndefined();
    expect(planRichText('not a field', data, env)).toBeUndefined();
  });
  it('keeps spans around widgets, escaped, and unknown or malformed shortcodes as text', () => {
    const plan = planRichText(
      [
        paragraph('Tickets from [price tgid=10201] <b>[gallery] [price tgid="1]', [
          { start: 0, end: 20, type: 'strong' },
        ]),
      ],
      data,
      env,
    );
    const block = plan?.blocks[0];
    expect(block?.kind === 'text' && block.runs[0]?.inline ? block.runs[0].nodes.map(short) : []).toEqual([
      '<strong>Tickets from </strong>',
      ['price', 'value', []],
      ' &lt;b&gt;[gallery] [price tgid="1]',
    ]);
  });
  it("resolves links to documents in the text between widgets through the page's resolver", () => {
    const links = Object.assign(
      (link: { uid?: string | null | undefined }) =>
        link.uid === 'rome.com.colosseum' ? '/colosseum/' : null,
      { key: 'rome' },
    );
    const text = 'See Colosseum [price tgid=10201]';
    const spans = [
      {
        start: 4,
        end: 13,
        type: 'hyperlink',
        data: {
          link_type: 'Document',
          id: 'c1',
          uid: 'rome.com.colosseum',
          type: 'microsite',
          lang: 'en-us',
        },
      },
    ];
    const plan = planRichText([paragraph(text, spans)], data, { ...env, links });
    const block = plan?.blocks[0];
    expect(block?.kind === 'text' && block.runs[0]?.inline ? block.runs[0].nodes.map(short) : []).toEqual([
      'See <a href="/colosseum/">Colosseum</a> ',
      ['price', 'value', []],
    ]);
    const unresolved = planRichText([paragraph(text, spans)], data, env)?.blocks[0];
    expect(
      unresolved?.kind === 'text' && unresolved.runs[0]?.inline ? unresolved.runs[0].nodes.map(short)[0] : '',
    ).toBe('See Colosseum ');
  });
  it('splits a paragraph around block widgets and drops blank stretches', () => {
    const plan = planRichText(
      [paragraph('Before [price-block tgid=10201] after [notes]Hi[/notes]')],
      data,
      env,
    );
    const block = plan?.blocks[0];
    expect(
      block?.kind === 'text'
        ? block.runs.map((run) => (run.inline ? run.nodes.map(short) : short(run.node)))
        : [],
    ).toEqual([['Before '], ['price-block', 'priceBlock', []], [' after '], ['notes', 'notes', ['Hi']]]);
  });
  it('groups list items, keeps other blocks, gives headings anchor ids', () => {
    const image = {
      type: 'image',
      url: 'https://example.com/a.png',
      alt: 'A',
      dimensions: { width: 2, height: 1 },
    };
    const plan = planRichText(
      [
        { type: 'heading2', text: 'Getting there', spans: [] },
        { type: 'list-item', text: '[check]Entry[/check]', spans: [] },
        { type: 'list-item', text: 'Audio guide', spans: [] },
        { type: 'o-list-item', text: 'One', spans: [] },
        image,
        { type: 'heading3', text: 'Getting [train] there', spans: [] },
      ],
      data,
      env,
    );
    expect(plan?.blocks.map((block) => (block.kind === 'text' ? [block.tag, block.id] : block.kind))).toEqual(
      [['h2', 'getting-there'], 'list', 'list', 'html', ['h3', 'getting-there-2']],
    );
    const list = plan?.blocks[1];
    expect(list?.kind === 'list' ? [list.ordered, list.items.map((nodes) => nodes.map(short))] : []).toEqual([
      false,
      [[['check', 'icon', ['Entry']]], ['Audio guide']],
    ]);
    expect(plan?.blocks[3]).toEqual({
      kind: 'html',
      html: '<p class="block-img"><img src="https://example.com/a.png" alt="A" /></p>',
    });
  });
  it('keeps the content of a widget that cannot render, and only the label of a link inside a link', () => {
    const plan = planRichText(
      [
        paragraph(
          '[collection id=9]Our tours[/collection] [cta url="/a/"]Go [jumplink target=x]there[/jumplink][/cta]',
        ),
      ],
      data,
      env,
    );
    const block = plan?.blocks[0];
    expect(block?.kind === 'text' && block.runs[0]?.inline ? block.runs[0].nodes.map(short) : []).toEqual([
      'Our tours',
      ' ',
      ['cta', 'link', ['Go ', 'there']],
    ]);
  });
  it('plans a block without spans when its tree does not fit the text', () => {
    const nodes = planBlock(
      { type: 'paragraph', text: 'Something else', spans: [{ start: 0, end: 4, type: 'strong' }] },
      parseShortcodes('By <train> [train text=T]'),
      data,
      env,
    );
    expect(nodes.map(short)).toEqual(['By &lt;train&gt; ', ['train', 'icon', []]]);
  });
});

describe('headingIds', () => {
  it('slugs heading text in any script, numbering repeats and shell ids', () => {
    const ids = headingIds();
    expect(
      ['Getting there', 'Getting there', 'Main', 'Café & Musée', 'Как добраться', '¿?'].map(ids.next),
    ).toEqual(['getting-there', 'getting-there-2', 'main-2', 'cafe-musee', 'как-добраться', 'section']);
  });
});
