import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FromWorker, SceneName, SceneProps, SceneServer, ToWorker } from './protocol';

/**
 * Hands a canvas to `worker` (which runs `serveScenes`, see `SceneServer`) to draw `scene` in,
 * and keeps it told of the canvas's size and of new `props` (memoise them: each new object is
 * sent). Returns the ref of the element the canvas goes into, and whether the worker failed to
 * draw it.
 */
export function useOffscreenScene<K extends SceneName>(
  worker: SceneServer,
  scene: K,
  props: SceneProps[K],
) {
  const slot = useRef<HTMLDivElement>(null);
  const id = useId();
  const [failed, setFailed] = useState(false);
  const latest = useRef(props);
  const sent = useRef<SceneProps[K] | undefined>(undefined);
  useLayoutEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const host = slot.current;
    if (!host) return;
    const post = (message: ToWorker, transfer: Transferable[] = []) =>
      worker.postMessage(message, transfer);
    const size = () => ({
      width: host.clientWidth,
      height: host.clientHeight,
      dpr: window.devicePixelRatio || 1,
    });
    // A canvas of our own, made here: a canvas can be handed over only once, and React's
    // development double mount would hand over the same element twice.
    const canvas = document.createElement('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    canvas.style.cssText = 'display:block;width:100%;height:100%';
    host.append(canvas);
    const offscreen = worker.drawsOnPage ? undefined : canvas.transferControlToOffscreen();
    sent.current = latest.current;
    post(
      {
        type: 'start',
        id,
        scene,
        canvas: offscreen ?? canvas,
        size: size(),
        props: latest.current,
      },
      offscreen ? [offscreen] : [],
    );

    const resize = new ResizeObserver(() => post({ type: 'size', id, size: size() }));
    resize.observe(host);
    const onMessage = ({ data }: MessageEvent<FromWorker>) => {
      if (data.id === id) setFailed(true);
    };
    const onError = () => setFailed(true);
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
    return () => {
      resize.disconnect();
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onError);
      post({ type: 'stop', id });
      canvas.remove();
    };
  }, [worker, scene, id]);

  useEffect(() => {
    // The first props went with 'start'.
    if (props === sent.current) return;
    sent.current = props;
    worker.postMessage({ type: 'props', id, props }, []);
  }, [worker, id, props]);

  return { slot, failed };
}
