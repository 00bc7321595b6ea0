import { createHash } from 'node:crypto';

/**
 * The one inline script of a page rendered on the server (decision 0013): it fetches the page's code once the page
 * has been painted (the browser's first-contentful-paint entry; a browser without paint timing waits for a frame),
 * so on a slow phone the script never competes with the page for the first paint. A tab opened in the background
 * (no frames are painted there) fetches at once, and no page waits more than 3 s for its code. The files come from the script's own attributes:
 * data-entry (the entry module) and data-preload (the modules it will import, separated by spaces).
 */
export const PAGE_BOOT_SCRIPT = [
  '(function(){',
  'var d=document.currentScript.dataset,done=false;',
  'function add(tag,props){var e=document.createElement(tag);e.crossOrigin="";Object.assign(e,props);document.head.appendChild(e)}',
  'function load(){if(done)return;done=true;',
  '(d.preload||"").split(" ").forEach(function(h){if(h)add("link",{rel:"modulepreload",href:h})});',
  'add("script",{type:"module",src:d.entry})}',
  'document.addEventListener("visibilitychange",load,{once:true});',
  'if(document.visibilityState==="hidden")return load();',
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];',
  'if(types.indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(load,0)});',
  'new PerformanceObserver(function(list,observer){',
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(load,0)}',
  '}).observe({type:"paint",buffered:true});',
  'setTimeout(load,3000)',
  '})()',
].join('');

/** The script's hash, for the Content-Security-Policy (script-src 'self' and this script alone). */
export const PAGE_BOOT_HASH = `'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64')}'`;
