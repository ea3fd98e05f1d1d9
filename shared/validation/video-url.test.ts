import { describe, expect, it } from 'vitest';
import { parseVideoUrl, videoPageUrl, videoPlayerUrl, videoThumbnailUrl } from './video-url';

const YT = 'dQw4w9WgXcQ';

describe('parseVideoUrl', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${YT}`, { platform: 'youtube', id: YT }],
    [`https://youtube.com/watch?v=${YT}&t=42s&list=PL123`, { platform: 'youtube', id: YT }],
    [`https://m.youtube.com/watch?feature=share&v=${YT}`, { platform: 'youtube', id: YT }],
    [`http://www.youtube.com/watch?v=${YT}`, { platform: 'youtube', id: YT }],
    [`www.youtube.com/watch?v=${YT}`, { platform: 'youtube', id: YT }],
    [`https://youtu.be/${YT}`, { platform: 'youtube', id: YT }],
    [`https://youtu.be/${YT}?si=abc&t=3`, { platform: 'youtube', id: YT }],
    [`  https://youtu.be/${YT}  `, { platform: 'youtube', id: YT }],
    [`https://www.youtube.com/shorts/${YT}`, { platform: 'youtube', id: YT }],
    [`https://www.youtube.com/embed/${YT}`, { platform: 'youtube', id: YT }],
    [`https://www.youtube.com/embed/${YT}/`, { platform: 'youtube', id: YT }],
    ['https://vimeo.com/76979871', { platform: 'vimeo', id: '76979871' }],
    ['https://www.vimeo.com/76979871/', { platform: 'vimeo', id: '76979871' }],
    ['vimeo.com/76979871', { platform: 'vimeo', id: '76979871' }],
    ['https://player.vimeo.com/video/76979871?h=abc', { platform: 'vimeo', id: '76979871' }],
  ])('reads %s', (url, expected) => {
    expect(parseVideoUrl(url)).toEqual(expected);
  });

  it.each([
    ['', 'nothing'],
    ['dQw4w9WgXcQ', 'an id alone'],
    ['https://www.youtube.com/', 'the home page'],
    ['https://www.youtube.com/watch', 'a watch page without its video'],
    ['https://www.youtube.com/watch?v=short', 'an id of the wrong length'],
    [`https://www.youtube.com/watch?v=${YT}x`, 'an id too long'],
    ['https://www.youtube.com/watch?v=dQw4w9WgX%3C', 'an id outside YouTube’s alphabet'],
    ['https://www.youtube.com/@weddingplanner', 'a channel'],
    ['https://www.youtube.com/playlist?list=PL1234567890', 'a playlist'],
    [`https://www.youtube.com/shorts/${YT}/more`, 'a longer path'],
    [`https://youtu.be/${YT}/more`, 'a short link with more path'],
    [`https://evil.example/watch?v=${YT}`, 'another host'],
    [`https://youtube.com.evil.example/watch?v=${YT}`, 'a host that only starts like YouTube’s'],
    [`https://user:pass@www.youtube.com/watch?v=${YT}`, 'credentials'],
    [`https://www.youtube.com:8443/watch?v=${YT}`, 'a port'],
    [`javascript:alert(1)//youtu.be/${YT}`, 'a script'],
    [`ftp://youtu.be/${YT}`, 'another scheme'],
    [`https://youtu.be/${YT} https://youtu.be/${YT}`, 'two addresses'],
    ['https://vimeo.com/channels/staffpicks', 'a Vimeo channel'],
    ['https://vimeo.com/76979871/abcdef1234', 'a private Vimeo link'],
    ['https://vimeo.com/0123', 'a number with a leading zero'],
    ['https://vimeo.com/1234567890123', 'a number too long'],
    ['https://player.vimeo.com/76979871', 'a player without /video/'],
    [`https://www.youtube.com/watch?v=${YT}&${'a'.repeat(300)}`, 'an address past 300 characters'],
  ])('refuses %s (%s)', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});

describe('the addresses built from a video', () => {
  it('plays YouTube on its privacy-enhanced host and shows its thumbnail', () => {
    const video = { platform: 'youtube', id: YT } as const;
    expect(videoPlayerUrl(video)).toBe(`https://www.youtube-nocookie.com/embed/${YT}?autoplay=1`);
    expect(videoThumbnailUrl(video)).toBe(`https://i.ytimg.com/vi/${YT}/hqdefault.jpg`);
    expect(videoPageUrl(video)).toBe(`https://www.youtube.com/watch?v=${YT}`);
  });

  it('plays Vimeo without tracking and has no thumbnail without its API', () => {
    const video = { platform: 'vimeo', id: '76979871' } as const;
    expect(videoPlayerUrl(video)).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
    expect(videoThumbnailUrl(video)).toBeNull();
    expect(videoPageUrl(video)).toBe('https://vimeo.com/76979871');
  });
});
