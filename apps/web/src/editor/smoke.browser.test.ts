import { expect, test } from 'vitest';

test('canvas draws in the real browser', () => {
  const canvas = document.createElement('canvas');
  canvas.width = 4;
  canvas.height = 4;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = 'rgb(255, 0, 0)';
  ctx.fillRect(0, 0, 2, 2);
  expect(Array.from(ctx.getImageData(1, 1, 1, 1).data)).toEqual([255, 0, 0, 255]);
  expect(typeof OfflineAudioContext).toBe('function');
});
