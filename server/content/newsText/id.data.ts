import type { ArticleTexts } from '../seedTypes.ts';

/** The seeded articles in Indonesian. */
export const ARTICLES_ID: ArticleTexts = {
  'euro-steadies-ecb-tone': {
    title: 'Euro stabil saat trader menimbang sikap hati-hati ECB',
    desc: 'EUR/USD bertahan di rentang sempit setelah pembuat kebijakan memberi sinyal tidak terburu-buru memangkas suku bunga lagi.',
    content:
      '<p>Euro diperdagangkan dalam rentang sempit terhadap dolar sepanjang sesi Eropa setelah beberapa pejabat bank sentral menegaskan bahwa inflasi jasa masih terlalu kuat untuk membenarkan pelonggaran yang lebih cepat.</p>' +
      '<p>Imbal hasil jangka pendek kawasan euro naik tipis, mempersempit selisih suku bunga dengan Amerika Serikat yang sempat membebani mata uang tunggal itu di awal bulan. Pasar opsi memperhitungkan volatilitas yang sedikit lebih rendah untuk pekan depan.</p>' +
      '<h3>Yang dicermati trader</h3>' +
      '<ul><li>Indeks manajer pembelian (PMI) awal Prancis dan Jerman</li><li>Klaim tunjangan pengangguran mingguan AS</li><li>Perubahan nada dalam risalah rapat ECB berikutnya</li></ul>' +
      '<p>Penembusan ke atas rentang terbaru memerlukan kejutan data yang jelas; sampai saat itu, dealer memperkirakan transaksi dua arah di sekitar tengah rentang.</p>',
  },
  'gold-holds-near-highs': {
    title: 'Emas bertahan dekat level tertinggi seiring turunnya imbal hasil riil',
    desc: 'Emas selalu menemukan pembeli saat turun, sementara imbal hasil obligasi AS yang disesuaikan inflasi melemah tiga hari berturut-turut.',
    content:
      '<p>Emas spot bertahan dekat puncak terbarunya pada hari Selasa, didukung turunnya imbal hasil riil dan permintaan stabil dari bank sentral yang terus menambah cadangan sepanjang tahun.</p>' +
      '<p>Perak tertinggal karena tertekan melemahnya logam industri, sehingga rasio emas terhadap perak tetap dekat batas atas rentangnya. Premi fisik di Asia tetap kuat menjelang musim pernikahan.</p>' +
      '<p>Analis mencatat posisi di pasar berjangka sudah condong beli, sehingga emas bisa peka terhadap penguatan dolar. Kejutan kenaikan data inflasi AS tetap menjadi risiko utama bagi reli.</p>',
  },
  'oil-slips-inventories': {
    title: 'Minyak melemah setelah stok minyak mentah AS naik di luar dugaan',
    desc: 'WTI dan Brent melepas kenaikan awal karena persediaan naik dan produsen memberi sinyal pasokan stabil.',
    content:
      '<p>Harga minyak mentah turun di perdagangan New York setelah data pemerintah menunjukkan kenaikan tak terduga pada persediaan komersial AS, kenaikan mingguan kedua berturut-turut.</p>' +
      '<p>Pernyataan produsen besar bahwa kebijakan produksi tidak akan diubah untuk saat ini menambah sentimen lemah. Sebaliknya, margin kilang tetap baik, menandakan permintaan bahan bakar bukan masalahnya.</p>' +
      '<h3>Level yang diperhatikan</h3>' +
      '<p>Trader melihat titik terendah terbaru sebagai support pertama WTI; penutupan di bawahnya akan membuka kembali peluang menguji dasar rentang musim gugur. CFD energi berhenti setiap hari antara pukul 17.00 dan 18.00 waktu New York.</p>',
  },
  'usdjpy-rate-gap': {
    title: 'USD/JPY: arti menyempitnya selisih suku bunga bagi yen',
    desc: 'Selisih imbal hasil dua tahun AS dan Jepang telah menggerakkan pasangan ini selama berbulan-bulan. Begini cara membacanya.',
    content:
      '<p>Sedikit pasangan mata uang yang mengikuti selisih suku bunga sedekat dolar-yen. Ketika imbal hasil AS naik lebih cepat daripada Jepang, pelaku carry trade meminjam yen untuk memegang dolar, dan pasangan ini naik.</p>' +
      '<p>Hubungan itu kini bekerja ke arah sebaliknya. Dengan suku bunga kebijakan Jepang naik perlahan dan suku bunga AS diperkirakan turun, selisihnya menyempit dan yen memulihkan sebagian kerugian sebelumnya.</p>' +
      '<table><thead><tr><th>Level</th><th>Mengapa penting</th></tr></thead><tbody><tr><td>Tertinggi terbaru</td><td>Tempat peringatan resmi tentang pergerakan cepat mulai muncul</td></tr><tr><td>Rata-rata 200 hari</td><td>Garis tren jangka panjang yang diikuti banyak dana</td></tr><tr><td>Terendah musim gugur</td><td>Dasar rentang jika selisih suku bunga terus menyempit</td></tr></tbody></table>' +
      '<p>Risiko bagi pembeli yen adalah pemulihan data AS yang mendorong imbal hasil kembali naik. Ukuran posisi sebaiknya memberi ruang bagi pergerakan tajam di sekitar rapat bank sentral.</p>',
  },
  'reading-us-jobs-report': {
    title: 'Membaca laporan ketenagakerjaan AS: tiga angka yang menggerakkan dolar',
    desc: 'Angka penggajian menjadi berita utama, tetapi upah dan revisi sering menentukan reaksi pasar.',
    content:
      '<p>Laporan ketenagakerjaan bulanan adalah salah satu momen tersibuk dalam sebulan perdagangan. Spread melebar dalam beberapa detik di sekitar rilis, dan harga bisa melompati beberapa level sekaligus.</p>' +
      '<ol><li><strong>Penggajian non-pertanian.</strong> Jumlah lapangan kerja baru. Pasar membandingkannya dengan perkiraan konsensus, bukan dengan nol.</li><li><strong>Rata-rata upah per jam.</strong> Pertumbuhan upah mendorong inflasi jasa, sehingga angka upah yang tinggi dapat mengangkat dolar meski perekrutan lemah.</li><li><strong>Revisi.</strong> Perubahan pada dua bulan sebelumnya bisa lebih berpengaruh daripada angka baru.</li></ol>' +
      '<p>Jika Anda menahan posisi saat rilis, pastikan stop loss Anda memberi ruang untuk slippage dan margin Anda sanggup menyerap pergerakan cepat.</p>',
  },
  'bitcoin-volatility-returns': {
    title: 'Volatilitas bitcoin kembali saat arus dana bercampur',
    desc: 'Mata uang kripto terbesar bergerak lebih dari lima persen dalam sehari ketika likuiditas akhir pekan menipis.',
    content:
      '<p>Bitcoin bergerak tajam ke dua arah selama akhir pekan, saat pasar kripto tetap buka sementara sebagian besar bursa lain tutup. Buku order yang tipis memperbesar gelombang likuidasi pada kontrak berjangka berleverage.</p>' +
      '<p>Ether mengikuti pola serupa, sementara token kecil turun lebih dalam. Arus dana ke produk kripto yang tercatat di bursa bercampur sepanjang pekan, dengan arus keluar selama dua hari diimbangi pembelian stabil setelahnya.</p>' +
      '<p>CFD kripto di Pipwave diperdagangkan sepanjang waktu. Karena pergerakan bisa besar ketika pasar lain tutup, pertimbangkan leverage yang lebih rendah untuk posisi yang ditahan selama akhir pekan.</p>',
  },
  'sterling-range-levels': {
    title: 'Pound dalam rentang: level yang perlu dicermati',
    desc: 'GBP/USD sudah sebulan bergerak di antara dua level yang jelas. Apa yang bisa mematahkan pola ini.',
    content:
      '<p>Pound memantul di antara support dan resistance yang sama selama empat minggu, menguntungkan trader yang menjual saat naik dan membeli saat turun. Volatilitas aktual turun ke level terendah dalam setahun.</p>' +
      '<h3>Yang bisa mengakhiri rentang</h3>' +
      '<ul><li>Inflasi jasa Inggris, yang paling dicermati Bank of England</li><li>Penjualan ritel, setelah dua bulan lemah</li><li>Pergerakan dolar yang luas setelah data AS</li></ul>' +
      '<p>Rentang biasanya berakhir dengan pergerakan cepat. Jika Anda bertransaksi di tepi rentang, pasang stop di luar level tersebut, bukan tepat di atasnya, tempat lonjakan singkat bisa menyentuhnya.</p>',
  },
  'indices-mixed-earnings': {
    title: 'Indeks saham bervariasi saat musim laporan keuangan dimulai',
    desc: 'Nasdaq 100 unggul sementara Dow tertinggal akibat hasil lebih lemah dari saham industri.',
    content:
      '<p>Indeks acuan AS mengakhiri pekan besar pertama musim laporan keuangan ke arah yang berbeda. Saham teknologi naik berkat pendapatan cloud yang kuat, sementara beberapa perusahaan industri memangkas proyeksi setahun penuh.</p>' +
      '<p>Indeks Eropa lebih stabil berkat sektor perbankan, dan pasar Asia mengikuti Wall Street keesokan paginya. Indikator volatilitas tetap rendah meski selisih antarsektor lebar.</p>' +
      '<p>CFD indeks mengikuti jadwal bursa dengan jeda harian; periksa jam perdagangan di halaman simbol sebelum memasang order tertunda menjelang penutupan.</p>',
  },
  'margin-and-leverage-basics': {
    title: 'Dasar ukuran posisi: bagaimana leverage mengubah margin Anda',
    desc: 'Contoh perhitungan rumus margin, dan mengapa posisi yang lebih kecil sering bertahan lebih lama.',
    content:
      '<p>Margin adalah jaminan yang disisihkan broker saat Anda membuka posisi. Di Pipwave, untuk simbol berleverage, margin dihitung sebagai <strong>lot × ukuran kontrak × harga ÷ leverage</strong>.</p>' +
      '<figure><img src="/news/margin-chart.svg" alt="Margin yang dibutuhkan untuk satu lot EUR/USD pada berbagai leverage" width="640" height="320"><figcaption>Margin untuk satu lot EUR/USD di 1,08 menurut leverage.</figcaption></figure>' +
      '<table><thead><tr><th>Leverage</th><th>Margin untuk 1 lot EUR/USD di 1,08</th></tr></thead><tbody><tr><td>50</td><td>2.160 USD</td></tr><tr><td>100</td><td>1.080 USD</td></tr><tr><td>200</td><td>540 USD</td></tr></tbody></table>' +
      '<p>Leverage yang lebih tinggi membebaskan margin, tetapi tidak mengubah besar untung atau rugi per pip. Tingkat risiko naik saat kerugian menggerus saldo Anda, jadi sisakan cadangan margin bebas alih-alih memakai semuanya.</p>',
  },
  'holiday-trading-hours': {
    title: 'Jam perdagangan hari libur untuk CFD indeks dan energi',
    desc: 'Beberapa pasar tutup lebih awal menjelang hari libur mendatang. Valas dan kripto tidak terpengaruh.',
    content:
      '<p>Karena hari libur di bursa acuan, sebagian CFD indeks dan energi akan tutup lebih awal atau tidak dibuka pada hari-hari di bawah ini. Waktu dalam zona New York.</p>' +
      '<table><thead><tr><th>Produk</th><th>Perubahan</th></tr></thead><tbody><tr><td>Indeks AS</td><td>Tutup pukul 13.00 sehari setelah Thanksgiving</td></tr><tr><td>Energi (WTI, Brent)</td><td>Tutup pukul 13.30 pada hari yang sama</td></tr><tr><td>Valas, logam, kripto</td><td>Jam normal</td></tr></tbody></table>' +
      '<p>Order tertunda tetap berlaku dan diperiksa saat pasar dibuka kembali. Pertanyaan: <a href="mailto:support@pipwave.app">support@pipwave.app</a>.</p>',
  },
  'invite-friends-launch': {
    title: 'Baru di aplikasi: undang teman dan pantau pendaftarannya',
    desc: 'Bagikan tautan pribadi atau kode QR dari akun Anda dan lihat berapa banyak teman yang bergabung.',
    content:
      '<p>Setiap akun riil kini memiliki kode undangan pribadi. Buka <strong>Akun → Undang teman</strong> untuk menyalin kode atau tautan Anda, atau biarkan teman memindai kode QR dengan kamera ponselnya.</p>' +
      '<p>Saat seseorang mendaftar lewat tautan Anda, kode terisi otomatis dan hitungan di halaman undangan Anda bertambah. Akun demo tidak dapat mengundang; buka akun riil untuk mendapatkan kode Anda.</p>',
  },
  'weekend-maintenance': {
    title: 'Pemeliharaan terjadwal akhir pekan ini',
    desc: 'Deposit dan penarikan berhenti sekitar dua jam pada hari Sabtu; perdagangan tidak terpengaruh.',
    content:
      '<p>Kami akan memperbarui sistem pembayaran pada hari Sabtu antara pukul 02.00 dan 04.00 waktu New York. Selama waktu ini deposit dan penarikan tidak dapat diajukan; permintaan yang sudah diajukan akan diproses setelahnya.</p>' +
      '<ul><li>Harga, grafik, dan perdagangan kripto berjalan seperti biasa.</li><li>Saldo dan posisi terbuka Anda tidak terpengaruh.</li><li>Anda tidak perlu melakukan apa pun.</li></ul>' +
      '<p>Terima kasih atas kesabaran Anda.</p>',
  },
};
