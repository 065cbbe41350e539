import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerWebGLProbe, askOffscreenWebGL } from './webgl';

/** A probe worker whose answer the test gives: a message, or a failure to start. */
class FakeProbe extends EventTarget {
  terminate = vi.fn();
  answer = (data: unknown) => this.dispatchEvent(new MessageEvent('message', { data }));
  fail = () => this.dispatchEvent(new Event('error'));
}

describe('askOffscreenWebGL', () => {
  let probe: FakeProbe;
  const ask = () => askOffscreenWebGL(() => probe as unknown as Worker);

  beforeEach(() => {
    probe = new FakeProbe();
    vi.stubGlobal('Worker', FakeProbe);
    vi.stubGlobal('OffscreenCanvas', function OffscreenCanvas() {});
    Object.defineProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen', {
      value: () => ({}),
      configurable: true,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
  });

  it("takes the probe's answer and ends the probe", async () => {
    const asked = ask();
    probe.answer(true);
    await expect(asked).resolves.toBe(true);
    expect(probe.terminate).toHaveBeenCalled();
  });

  it('is false when the probe says no, fails to start or cannot be made', async () => {
    const refused = ask();
    probe.answer(false);
    await expect(refused).resolves.toBe(false);
    const failed = ask();
    probe.fail();
    await expect(failed).resolves.toBe(false);
    await expect(
      askOffscreenWebGL(() => {
        throw new DOMException('refused by the Content-Security-Policy', 'SecurityError');
      }),
    ).resolves.toBe(false);
  });

  it('starts no probe where a canvas cannot be handed to a worker', async () => {
    Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
    const start = vi.fn(() => probe as unknown as Worker);
    await expect(askOffscreenWebGL(start)).resolves.toBe(false);
    expect(start).not.toHaveBeenCalled();
  });
});

describe('answerWebGLProbe', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers whether an offscreen canvas gives a WebGL context', () => {
    const answers: boolean[] = [];
    const scope = { postMessage: (drawn: boolean) => answers.push(drawn) };
    for (const context of [{ getExtension: () => null }, null]) {
      vi.stubGlobal(
        'OffscreenCanvas',
        class {
          getContext = () => context;
        },
      );
      answerWebGLProbe(scope);
    }
    expect(answers).toEqual([true, false]);
  });
});
