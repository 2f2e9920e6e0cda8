import type { ArticleTexts } from '../seedTypes.ts';

/** The seeded articles in Turkish. */
export const ARTICLES_TR: ArticleTexts = {
  'euro-steadies-ecb-tone': {
    title: 'Yatırımcılar temkinli ECB’yi tartarken euro dengelendi',
    desc: 'Politika yapıcıların faizleri yeniden indirmek için acele etmediğini göstermesinin ardından EUR/USD dar bir aralıkta kaldı.',
    content:
      '<p>Birkaç merkez bankası yetkilisinin hizmet enflasyonunun daha hızlı gevşemeyi haklı çıkarmayacak kadar yüksek olduğunu vurgulamasının ardından euro, Avrupa seansı boyunca dolar karşısında dar bir bantta işlem gördü.</p>' +
      '<p>Euro Bölgesi’nde kısa vadeli getiriler hafifçe yükselerek ay başında ortak para birimine baskı yapan ABD ile faiz farkını daralttı. Opsiyon piyasası önümüzdeki hafta için biraz daha düşük oynaklık fiyatladı.</p>' +
      '<h3>Yatırımcıların izlediği başlıklar</h3>' +
      '<ul><li>Fransa ve Almanya’nın öncü satın alma yöneticileri endeksleri (PMI)</li><li>ABD haftalık işsizlik maaşı başvuruları</li><li>ECB’nin bir sonraki toplantı tutanağındaki ton değişiklikleri</li></ul>' +
      '<p>Son aralığın yukarı kırılması için verilerde belirgin bir sürpriz gerekir; o zamana kadar işlemciler bandın ortasında iki yönlü işlem bekliyor.</p>',
  },
  'gold-holds-near-highs': {
    title: 'Reel getiriler gerilerken altın zirvelerine yakın seyrediyor',
    desc: 'Enflasyona endeksli ABD tahvil getirileri üçüncü gün düşerken altın her gerilemede alıcı buldu.',
    content:
      '<p>Spot altın salı günü, reel getirilerdeki düşüş ve yıl boyunca rezervlerini artıran merkez bankalarının istikrarlı talebiyle son zirvesine yakın kaldı.</p>' +
      '<p>Gümüş, zayıflayan sanayi metallerinin baskısıyla geride kaldı ve altın/gümüş oranı aralığının üst kesimine yakın seyretti. Asya’da fiziki altın primleri düğün sezonu öncesinde güçlü kaldı.</p>' +
      '<p>Analistler, vadeli piyasalardaki pozisyonların zaten alım yönünde yoğunlaştığını, bunun da metali güçlenen dolara karşı hassas kılabileceğini belirtiyor. ABD enflasyon verilerinde yukarı yönlü bir sürpriz yükselişin ana riski olmayı sürdürüyor.</p>',
  },
  'oil-slips-inventories': {
    title: 'ABD ham petrol stoklarındaki sürpriz artışla petrol geriledi',
    desc: 'Stoklar artıp üreticiler istikrarlı arz sinyali verince WTI ve Brent gün içi kazançlarını geri verdi.',
    content:
      '<p>Resmi veriler ABD ticari stoklarında beklenmedik bir artış, üst üste ikinci haftalık yükseliş gösterince ham petrol fiyatları New York işlemlerinde geriledi.</p>' +
      '<p>Büyük üreticilerin üretim politikasının şimdilik değişmeyeceğini söylemesi zayıf havayı güçlendirdi. Buna karşın rafineri marjları iyi durumda kaldı; bu da yakıt talebinin sorun olmadığını gösteriyor.</p>' +
      '<h3>Odaktaki seviyeler</h3>' +
      '<p>Yatırımcılar son dip seviyesini WTI için ilk destek olarak görüyor; bunun altında bir kapanış sonbahar aralığının alt sınırını yeniden gündeme getirir. Enerji CFD’leri her gün New York saatiyle 17:00 ile 18:00 arasında işleme kapanır.</p>',
  },
  'usdjpy-rate-gap': {
    title: 'USD/JPY: Daralan faiz farkı yen için ne anlama geliyor',
    desc: 'ABD ve Japonya iki yıllık getirileri arasındaki fark aylardır paritenin yönünü belirliyor. İşte nasıl okunacağı.',
    content:
      '<p>Çok az döviz çifti faiz farklarını dolar-yen kadar yakından izler. ABD getirileri Japonya’dakilerden hızlı yükseldiğinde taşıma ticareti yapanlar dolar tutmak için yen borçlanır ve parite yükselir.</p>' +
      '<p>Bu ilişki şimdi ters yönde işliyor. Japonya’da politika faizi yavaş yavaş artarken ABD faizlerinin düşmesi beklendiğinden fark daraldı ve yen önceki kayıplarının bir kısmını telafi etti.</p>' +
      '<table><thead><tr><th>Seviye</th><th>Neden önemli</th></tr></thead><tbody><tr><td>Son zirve</td><td>Hızlı hareketlere karşı resmi uyarıların başladığı yer</td></tr><tr><td>200 günlük ortalama</td><td>Birçok fonun izlediği uzun vadeli trend çizgisi</td></tr><tr><td>Sonbahar dibi</td><td>Faiz farkı daralmaya devam ederse aralığın tabanı</td></tr></tbody></table>' +
      '<p>Yen alıcıları için risk, getirileri yeniden yukarı iten güçlü ABD verileridir. Pozisyon büyüklükleri merkez bankası toplantıları etrafındaki sert hareketlere pay bırakmalıdır.</p>',
  },
  'reading-us-jobs-report': {
    title: 'ABD istihdam raporunu okumak: doları hareket ettiren üç rakam',
    desc: 'Manşetleri istihdam rakamı yapar, ama piyasanın tepkisini çoğu zaman ücretler ve revizyonlar belirler.',
    content:
      '<p>Aylık istihdam raporu, işlem ayının en hareketli anlarından biridir. Açıklama anının etrafındaki saniyelerde spreadler açılır ve fiyatlar birkaç seviyeyi birden atlayabilir.</p>' +
      '<ol><li><strong>Tarım dışı istihdam.</strong> Yeni açılan iş sayısı. Piyasa bunu sıfırla değil, beklenti ortalamasıyla karşılaştırır.</li><li><strong>Ortalama saatlik kazançlar.</strong> Ücret artışı hizmet enflasyonunu besler; bu yüzden işe alımlar zayıf olsa bile yüksek bir ücret verisi doları yükseltebilir.</li><li><strong>Revizyonlar.</strong> Önceki iki aya yapılan düzeltmeler yeni rakamdan daha ağır basabilir.</li></ol>' +
      '<p>Açıklama sırasında pozisyon taşıyorsanız zarar durdurma emrinizin kaymaya pay bıraktığından ve teminatınızın hızlı bir hareketi kaldırabileceğinden emin olun.</p>',
  },
  'bitcoin-volatility-returns': {
    title: 'Fon akışları karışık seyrederken bitcoin oynaklığı geri döndü',
    desc: 'En büyük kripto para, hafta sonu likiditesi azalınca bir günde yüzde beşten fazla dalgalandı.',
    content:
      '<p>Bitcoin, kripto piyasaları açıkken diğer piyasaların çoğunun kapalı olduğu hafta sonunda iki yönde de sert hareket etti. Sığ emir defterleri, kaldıraçlı vadeli işlemlerdeki tasfiye dalgasını büyüttü.</p>' +
      '<p>Ether benzer bir seyir izlerken küçük tokenlar daha fazla düştü. Borsada işlem gören kripto fonlarına akışlar hafta boyunca karışıktı; iki gündeki çıkışlar sonrasında istikrarlı alımlarla dengelendi.</p>' +
      '<p>Pipwave’de kripto CFD’leri günün her saati işlem görür. Diğer piyasalar kapalıyken hareketler büyük olabileceğinden hafta sonu taşınan pozisyonlar için daha düşük kaldıraç düşünün.</p>',
  },
  'sterling-range-levels': {
    title: 'Sterlin yatay bantta: izlenecek seviyeler',
    desc: 'GBP/USD bir aydır iki belirgin seviye arasında gidip geliyor. Bu düzeni neyin bozabileceğine bakış.',
    content:
      '<p>Sterlin dört haftadır aynı destek ve direnç arasında gidip gelerek yükselişlerde satan, düşüşlerde alan yatırımcıları ödüllendiriyor. Gerçekleşen oynaklık son bir yılın en düşük seviyesine indi.</p>' +
      '<h3>Bandı ne sona erdirebilir</h3>' +
      '<ul><li>İngiltere Merkez Bankası’nın en yakından izlediği Birleşik Krallık hizmet enflasyonu</li><li>İki zayıf ayın ardından perakende satışlar</li><li>ABD verilerinin ardından doların genel bir hareketi</li></ul>' +
      '<p>Yatay bantlar genellikle hızlı bir hareketle sona erer. Bandın kenarlarında işlem yapıyorsanız zarar durdurma emrinizi seviyenin tam üzerine değil, kısa bir sıçramanın ulaşamayacağı biçimde seviyenin ötesine koyun.</p>',
  },
  'indices-mixed-earnings': {
    title: 'Bilanço sezonu açılırken hisse endeksleri karışık',
    desc: 'Nasdaq 100 öne çıkarken Dow, sanayi şirketlerinin zayıf sonuçlarıyla geride kaldı.',
    content:
      '<p>ABD gösterge endeksleri bilanço sezonunun ilk büyük haftasını farklı yönlerde tamamladı. Teknoloji hisseleri güçlü bulut gelirleriyle yükselirken birkaç sanayi şirketi yıllık beklentilerini düşürdü.</p>' +
      '<p>Avrupa endeksleri bankaların desteğiyle daha istikrarlıydı; Asya piyasaları da ertesi sabah Wall Street’i izledi. Sektörler arasındaki büyük farka rağmen oynaklık göstergeleri düşük kaldı.</p>' +
      '<p>Endeks CFD’leri borsanın takvimini günlük bir arayla izler; kapanışa yakın bekleyen emir vermeden önce sembol sayfasındaki işlem saatlerini kontrol edin.</p>',
  },
  'margin-and-leverage-basics': {
    title: 'Pozisyon büyüklüğüne giriş: kaldıraç teminatınızı nasıl değiştirir',
    desc: 'Teminat formülüyle örnek bir hesap ve daha küçük bir pozisyonun neden çoğu zaman daha uzun dayandığı.',
    content:
      '<p>Teminat, bir pozisyon açtığınızda aracı kurumun ayırdığı güvencedir. Pipwave’de kaldıraçlı sembollerde <strong>lot × kontrat büyüklüğü × fiyat ÷ kaldıraç</strong> olarak hesaplanır.</p>' +
      '<figure><img src="/news/margin-chart.svg" alt="Farklı kaldıraçlarda bir lot EUR/USD için gereken teminat" width="640" height="320"><figcaption>1,08 fiyatından bir lot EUR/USD için kaldıraca göre teminat.</figcaption></figure>' +
      '<table><thead><tr><th>Kaldıraç</th><th>1,08’den 1 lot EUR/USD için teminat</th></tr></thead><tbody><tr><td>50</td><td>2.160 USD</td></tr><tr><td>100</td><td>1.080 USD</td></tr><tr><td>200</td><td>540 USD</td></tr></tbody></table>' +
      '<p>Daha yüksek kaldıraç teminatı serbest bırakır, ancak pip başına ne kadar kazanıp kaybettiğinizi değiştirmez. Zararlar bakiyenizi erittikçe risk oranı yükselir; bu yüzden teminatın tamamını kullanmak yerine serbest teminattan bir tampon bırakın.</p>',
  },
  'holiday-trading-hours': {
    title: 'Endeks ve enerji CFD’leri için tatil işlem saatleri',
    desc: 'Birkaç piyasa yaklaşan resmi tatillerde erken kapanıyor. Döviz ve kripto etkilenmiyor.',
    content:
      '<p>Dayanak borsalardaki resmi tatiller nedeniyle bazı endeks ve enerji CFD’leri aşağıdaki günlerde erken kapanacak veya kapalı kalacaktır. Saatler New York saatidir.</p>' +
      '<table><thead><tr><th>Ürün</th><th>Değişiklik</th></tr></thead><tbody><tr><td>ABD endeksleri</td><td>Şükran Günü’nden sonraki gün 13:00’te kapanış</td></tr><tr><td>Enerji (WTI, Brent)</td><td>Aynı gün 13:30’da kapanış</td></tr><tr><td>Döviz, metaller, kripto</td><td>Normal saatler</td></tr></tbody></table>' +
      '<p>Bekleyen emirler yerinde kalır ve piyasa yeniden açıldığında kontrol edilir. Sorularınız için: <a href="mailto:support@pipwave.app">support@pipwave.app</a>.</p>',
  },
  'invite-friends-launch': {
    title: 'Uygulamada yeni: arkadaşlarınızı davet edin, kayıtlarını takip edin',
    desc: 'Kişisel bağlantınızı veya QR kodunuzu hesabınızdan paylaşın ve kaç arkadaşınızın katıldığını görün.',
    content:
      '<p>Artık her gerçek hesabın kişisel bir davet kodu var. Kodunuzu veya bağlantınızı kopyalamak için <strong>Hesabım → Arkadaşlarını davet et</strong> bölümünü açın ya da bir arkadaşınızın QR kodunu telefon kamerasıyla taramasını sağlayın.</p>' +
      '<p>Biri bağlantınız üzerinden kaydolduğunda kod onun için otomatik doldurulur ve davet sayfanızdaki sayı artar. Demo hesaplar davet gönderemez; kodunuzu almak için gerçek bir hesap açın.</p>',
  },
  'weekend-maintenance': {
    title: 'Bu hafta sonu planlı bakım',
    desc: 'Cumartesi günü para yatırma ve çekme işlemleri yaklaşık iki saat duracak; alım satım etkilenmeyecek.',
    content:
      '<p>Ödeme sistemlerimizi cumartesi günü New York saatiyle 02:00 ile 04:00 arasında güncelleyeceğiz. Bu sürede para yatırma ve çekme talebi gönderilemez; daha önce gönderilen talepler sonrasında işleme alınır.</p>' +
      '<ul><li>Fiyatlar, grafikler ve kripto işlemleri normal şekilde devam eder.</li><li>Bakiyeniz ve açık pozisyonlarınız etkilenmez.</li><li>Sizin bir şey yapmanıza gerek yoktur.</li></ul>' +
      '<p>Sabrınız için teşekkür ederiz.</p>',
  },
};
