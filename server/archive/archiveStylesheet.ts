// The archive's one stylesheet: plain CSS, no family text in it.

export const stylesheet = `*{box-sizing:border-box}
body{margin:0;font:17px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Liberation Sans",sans-serif;color:#1b1b1b;background:#f5f1eb}
header{background:#5d4037;color:#fff;padding:12px 16px}
header a{color:#fff}
nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:4px 16px}
main{max-width:900px;margin:0 auto;padding:16px}
h1{font-size:1.8rem;line-height:1.2;margin:.4em 0}
h2{font-size:1.3rem;margin:1.2em 0 .4em}
a{color:#4e342e}
.card{background:#fff;border:1px solid #ddd;border-radius:12px;padding:16px;margin:12px 0;overflow-wrap:anywhere}
.meta{color:#555;font-size:.95rem}
.text{white-space:pre-wrap}
img,video{max-width:100%;height:auto;border-radius:8px;display:block}
video{width:100%;background:#000}
figure{margin:12px 0}
figcaption{color:#555;font-size:.95rem}
.gallery{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:8px;list-style:none;padding:0}
.gallery img{aspect-ratio:1;object-fit:cover;width:100%}
.chat{list-style:none;padding:0}
.chat li{margin:6px 0}
.chatphotos{display:flex;flex-wrap:wrap;gap:6px;margin-top:4px}
.chatphotos img{max-width:240px}
.tripmap{width:100%;height:auto;display:block;border-radius:8px;background:#cfe3ef}
.days li{margin:6px 0}
.pages{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0}
.pages a{display:inline-block;padding:10px 14px;background:#fff;border:1px solid #ccc;border-radius:8px;min-width:44px;text-align:center}
`;
