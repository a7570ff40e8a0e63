import { describe, expect, it, vi } from 'vitest';
import { layersOff } from './cacheLayers';

describe('CACHE_LAYERS_OFF', () => {
  it('reads a comma-separated list of layers, case and spaces aside', () => {
    expect([...layersOff(' Content, fragments ')]).toEqual(['content', 'fragments']);
    expect(layersOff(undefined).size).toBe(0);
    expect(layersOff('').size).toBe(0);
  });

  it('reports and ignores an unknown layer', () => {
    const warn = vi.fn();
    expect([...layersOff('catalogue,pages', warn)]).toEqual(['catalogue']);
    expect(warn).toHaveBeenCalledWith(
      "CACHE_LAYERS_OFF: unknown layer 'pages' ignored (known: content, catalogue, fragments)",
    );
  });
});
