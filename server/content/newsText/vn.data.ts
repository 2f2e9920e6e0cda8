import type { ArticleTexts } from '../seedTypes.ts';

/** The seeded articles in Vietnamese. */
export const ARTICLES_VN: ArticleTexts = {
  'euro-steadies-ecb-tone': {
    title: 'Đồng euro ổn định khi giới giao dịch cân nhắc một ECB thận trọng',
    desc: 'EUR/USD đi ngang trong biên độ hẹp sau khi các nhà hoạch định chính sách cho thấy không vội cắt giảm lãi suất thêm.',
    content:
      '<p>Đồng euro giao dịch trong biên độ hẹp so với đồng đô la suốt phiên châu Âu, sau khi nhiều quan chức ngân hàng trung ương nhấn mạnh lạm phát dịch vụ vẫn còn quá cao để biện minh cho việc nới lỏng nhanh hơn.</p>' +
      '<p>Lợi suất kỳ hạn ngắn của khu vực đồng euro nhích lên, thu hẹp chênh lệch lãi suất với Mỹ vốn đã gây áp lực lên đồng tiền chung hồi đầu tháng. Thị trường quyền chọn định giá biến động tuần tới thấp hơn một chút.</p>' +
      '<h3>Điều giới giao dịch đang theo dõi</h3>' +
      '<ul><li>Chỉ số quản lý thu mua (PMI) sơ bộ của Pháp và Đức</li><li>Số đơn xin trợ cấp thất nghiệp hằng tuần của Mỹ</li><li>Mọi thay đổi về giọng điệu trong biên bản cuộc họp tới của ECB</li></ul>' +
      '<p>Để vượt lên trên biên độ gần đây cần một bất ngờ rõ rệt từ số liệu; trước đó, các nhà giao dịch dự kiến mua bán hai chiều quanh vùng giữa biên độ.</p>',
  },
  'gold-holds-near-highs': {
    title: 'Vàng giữ gần mức đỉnh khi lợi suất thực giảm',
    desc: 'Vàng có người mua ở mỗi nhịp giảm khi lợi suất trái phiếu Mỹ điều chỉnh theo lạm phát giảm ngày thứ ba liên tiếp.',
    content:
      '<p>Giá vàng giao ngay hôm thứ Ba vẫn ở gần đỉnh gần đây, được hỗ trợ bởi lợi suất thực giảm và nhu cầu ổn định từ các ngân hàng trung ương vốn liên tục tăng dự trữ suốt cả năm.</p>' +
      '<p>Bạc kém hơn do kim loại công nghiệp suy yếu, khiến tỷ lệ vàng/bạc vẫn ở gần vùng trên của biên độ. Mức chênh giá vàng vật chất ở châu Á vững chắc trước mùa cưới.</p>' +
      '<p>Giới phân tích lưu ý rằng vị thế trên thị trường tương lai đã nghiêng về phía mua, khiến vàng có thể nhạy cảm với đồng đô la mạnh lên. Số liệu lạm phát Mỹ cao bất ngờ vẫn là rủi ro chính của đà tăng.</p>',
  },
  'oil-slips-inventories': {
    title: 'Dầu giảm sau khi tồn kho dầu thô Mỹ tăng bất ngờ',
    desc: 'WTI và Brent mất mức tăng đầu phiên khi tồn kho tăng và các nhà sản xuất phát tín hiệu giữ nguồn cung ổn định.',
    content:
      '<p>Giá dầu thô giảm trong phiên New York sau khi số liệu chính thức cho thấy tồn kho thương mại của Mỹ tăng ngoài dự kiến, tuần tăng thứ hai liên tiếp.</p>' +
      '<p>Phát biểu của các nhà sản xuất lớn rằng chính sách sản lượng tạm thời giữ nguyên khiến thị trường càng yếu. Ngược lại, biên lợi nhuận lọc dầu vẫn tốt, cho thấy nhu cầu nhiên liệu không phải là vấn đề.</p>' +
      '<h3>Các mức cần chú ý</h3>' +
      '<p>Giới giao dịch xem đáy gần nhất là hỗ trợ đầu tiên của WTI; đóng cửa dưới mức này sẽ mở lại khả năng kiểm định đáy của biên độ mùa thu. CFD năng lượng tạm dừng hằng ngày từ 17:00 đến 18:00 giờ New York.</p>',
  },
  'usdjpy-rate-gap': {
    title: 'USD/JPY: chênh lệch lãi suất thu hẹp có ý nghĩa gì với đồng yên',
    desc: 'Chênh lệch lợi suất kỳ hạn hai năm giữa Mỹ và Nhật Bản đã dẫn dắt cặp tiền này nhiều tháng. Đây là cách đọc nó.',
    content:
      '<p>Ít cặp tiền nào bám sát chênh lệch lãi suất như đô la–yên. Khi lợi suất Mỹ tăng nhanh hơn Nhật Bản, các nhà giao dịch chênh lệch lãi suất vay yên để nắm giữ đô la, và tỷ giá đi lên.</p>' +
      '<p>Giờ đây mối quan hệ đó đang đảo chiều. Với lãi suất chính sách của Nhật nhích dần lên và lãi suất Mỹ được dự báo giảm, chênh lệch đã thu hẹp và đồng yên lấy lại một phần mức mất giá trước đó.</p>' +
      '<table><thead><tr><th>Mức</th><th>Vì sao quan trọng</th></tr></thead><tbody><tr><td>Đỉnh gần đây</td><td>Nơi giới chức bắt đầu cảnh báo về biến động quá nhanh</td></tr><tr><td>Trung bình 200 ngày</td><td>Đường xu hướng dài hạn mà nhiều quỹ theo dõi</td></tr><tr><td>Đáy mùa thu</td><td>Đáy của biên độ nếu chênh lệch lãi suất tiếp tục thu hẹp</td></tr></tbody></table>' +
      '<p>Rủi ro với người mua yên là số liệu Mỹ phục hồi đẩy lợi suất đi lên trở lại. Quy mô vị thế nên tính đến những biến động mạnh quanh các cuộc họp ngân hàng trung ương.</p>',
  },
  'reading-us-jobs-report': {
    title: 'Đọc báo cáo việc làm Mỹ: ba con số làm đồng đô la biến động',
    desc: 'Số việc làm chiếm tiêu đề, nhưng tiền lương và các lần điều chỉnh thường quyết định phản ứng của thị trường.',
    content:
      '<p>Báo cáo việc làm hằng tháng là một trong những thời điểm sôi động nhất của tháng giao dịch. Chênh lệch giá giãn rộng trong vài giây quanh thời điểm công bố và giá có thể nhảy qua nhiều mức cùng lúc.</p>' +
      '<ol><li><strong>Bảng lương phi nông nghiệp.</strong> Số việc làm mới. Thị trường so sánh nó với dự báo đồng thuận chứ không phải với số không.</li><li><strong>Thu nhập bình quân theo giờ.</strong> Tăng lương thúc đẩy lạm phát dịch vụ, nên số liệu lương cao có thể đẩy đồng đô la lên ngay cả khi tuyển dụng yếu.</li><li><strong>Điều chỉnh số liệu.</strong> Thay đổi của hai tháng trước có thể quan trọng hơn con số mới.</li></ol>' +
      '<p>Nếu bạn giữ vị thế qua thời điểm công bố, hãy kiểm tra cắt lỗ có chừa khoảng cho trượt giá và ký quỹ của bạn đủ chịu một biến động nhanh.</p>',
  },
  'bitcoin-volatility-returns': {
    title: 'Biến động bitcoin quay lại khi dòng vốn vào quỹ trái chiều',
    desc: 'Đồng tiền mã hóa lớn nhất dao động hơn năm phần trăm trong một ngày khi thanh khoản cuối tuần mỏng.',
    content:
      '<p>Bitcoin biến động mạnh theo cả hai hướng trong cuối tuần, khi thị trường tiền mã hóa vẫn mở cửa còn phần lớn các sàn khác đóng cửa. Sổ lệnh mỏng đã khuếch đại làn sóng thanh lý hợp đồng tương lai dùng đòn bẩy.</p>' +
      '<p>Ether đi theo diễn biến tương tự, còn các token nhỏ giảm sâu hơn. Dòng vốn vào các quỹ tiền mã hóa niêm yết trái chiều trong tuần, với hai ngày rút vốn được bù lại bằng lực mua đều đặn sau đó.</p>' +
      '<p>CFD tiền mã hóa trên Pipwave giao dịch suốt ngày đêm. Vì biến động có thể lớn khi các thị trường khác đóng cửa, hãy cân nhắc đòn bẩy thấp hơn cho vị thế giữ qua cuối tuần.</p>',
  },
  'sterling-range-levels': {
    title: 'Đồng bảng đi ngang: các mức cần theo dõi',
    desc: 'GBP/USD đã dao động một tháng giữa hai mức rõ ràng. Điều gì có thể phá vỡ mô hình này.',
    content:
      '<p>Đồng bảng đã dao động bốn tuần giữa cùng một mức hỗ trợ và kháng cự, mang lại lợi nhuận cho người bán khi giá lên và mua khi giá giảm. Biến động thực tế đã xuống mức thấp nhất trong một năm.</p>' +
      '<h3>Điều gì có thể chấm dứt biên độ</h3>' +
      '<ul><li>Lạm phát dịch vụ của Anh, chỉ số mà Ngân hàng Trung ương Anh theo dõi sát nhất</li><li>Doanh số bán lẻ, sau hai tháng yếu</li><li>Một biến động rộng của đồng đô la sau số liệu Mỹ</li></ul>' +
      '<p>Các giai đoạn đi ngang thường kết thúc bằng một cú chuyển động nhanh. Nếu bạn giao dịch ở hai biên, hãy đặt cắt lỗ vượt qua mức đó thay vì đặt ngay tại mức, nơi một cú giật ngắn có thể chạm tới.</p>',
  },
  'indices-mixed-earnings': {
    title: 'Chỉ số chứng khoán trái chiều khi mùa báo cáo kết quả mở màn',
    desc: 'Nasdaq 100 vượt trội trong khi Dow tụt lại vì kết quả kém hơn của nhóm công nghiệp.',
    content:
      '<p>Các chỉ số chuẩn của Mỹ kết thúc tuần lớn đầu tiên của mùa báo cáo theo những hướng khác nhau. Cổ phiếu công nghệ tăng nhờ doanh thu điện toán đám mây mạnh, trong khi một số công ty công nghiệp hạ dự báo cả năm.</p>' +
      '<p>Các chỉ số châu Âu ổn định hơn nhờ nhóm ngân hàng, và thị trường châu Á đi theo Phố Wall vào sáng hôm sau. Các chỉ báo biến động vẫn thấp dù chênh lệch giữa các ngành lớn.</p>' +
      '<p>CFD chỉ số theo lịch của sở giao dịch với một khoảng nghỉ mỗi ngày; hãy xem giờ giao dịch trên trang mã trước khi đặt lệnh chờ gần giờ đóng cửa.</p>',
  },
  'margin-and-leverage-basics': {
    title: 'Cơ bản về quy mô vị thế: đòn bẩy thay đổi ký quỹ của bạn thế nào',
    desc: 'Ví dụ tính theo công thức ký quỹ, và vì sao một vị thế nhỏ hơn thường trụ được lâu hơn.',
    content:
      '<p>Ký quỹ là khoản đặt cọc mà nhà môi giới giữ lại khi bạn mở vị thế. Trên Pipwave, với các mã có đòn bẩy, ký quỹ được tính bằng <strong>số lot × quy mô hợp đồng × giá ÷ đòn bẩy</strong>.</p>' +
      '<figure><img src="/news/margin-chart.svg" alt="Ký quỹ cần cho một lot EUR/USD ở các mức đòn bẩy khác nhau" width="640" height="320"><figcaption>Ký quỹ cho một lot EUR/USD ở giá 1,08 theo đòn bẩy.</figcaption></figure>' +
      '<table><thead><tr><th>Đòn bẩy</th><th>Ký quỹ cho 1 lot EUR/USD ở 1,08</th></tr></thead><tbody><tr><td>50</td><td>2.160 USD</td></tr><tr><td>100</td><td>1.080 USD</td></tr><tr><td>200</td><td>540 USD</td></tr></tbody></table>' +
      '<p>Đòn bẩy cao hơn giải phóng ký quỹ nhưng không thay đổi mức lãi hay lỗ mỗi pip. Tỷ lệ rủi ro tăng lên khi khoản lỗ ăn vào số dư, vì vậy hãy giữ một phần ký quỹ khả dụng làm vùng đệm thay vì dùng hết.</p>',
  },
  'holiday-trading-hours': {
    title: 'Giờ giao dịch ngày lễ của CFD chỉ số và năng lượng',
    desc: 'Một số thị trường đóng cửa sớm quanh các ngày lễ sắp tới. Ngoại hối và tiền mã hóa không bị ảnh hưởng.',
    content:
      '<p>Do các ngày lễ tại sở giao dịch cơ sở, một số CFD chỉ số và năng lượng sẽ đóng cửa sớm hoặc nghỉ giao dịch vào những ngày dưới đây. Thời gian theo giờ New York.</p>' +
      '<table><thead><tr><th>Sản phẩm</th><th>Thay đổi</th></tr></thead><tbody><tr><td>Chỉ số Mỹ</td><td>Đóng cửa lúc 13:00 ngày sau Lễ Tạ ơn</td></tr><tr><td>Năng lượng (WTI, Brent)</td><td>Đóng cửa lúc 13:30 cùng ngày</td></tr><tr><td>Ngoại hối, kim loại, tiền mã hóa</td><td>Giờ bình thường</td></tr></tbody></table>' +
      '<p>Lệnh chờ vẫn được giữ nguyên và được kiểm tra khi thị trường mở cửa lại. Thắc mắc: <a href="mailto:support@pipwave.app">support@pipwave.app</a>.</p>',
  },
  'invite-friends-launch': {
    title: 'Mới trong ứng dụng: mời bạn bè và theo dõi lượt đăng ký',
    desc: 'Chia sẻ liên kết cá nhân hoặc mã QR từ trung tâm người dùng và xem có bao nhiêu bạn bè đã tham gia.',
    content:
      '<p>Mỗi tài khoản thực giờ đây có một mã mời cá nhân. Mở <strong>Tôi → Mời bạn bè</strong> để sao chép mã hoặc liên kết, hoặc để bạn bè quét mã QR bằng camera điện thoại.</p>' +
      '<p>Khi có người đăng ký qua liên kết của bạn, mã sẽ được điền sẵn cho họ và số đếm trên trang mời của bạn tăng lên. Tài khoản demo không thể mời; hãy mở tài khoản thực để nhận mã của bạn.</p>',
  },
  'weekend-maintenance': {
    title: 'Bảo trì theo lịch vào cuối tuần này',
    desc: 'Nạp và rút tiền tạm dừng khoảng hai giờ vào thứ Bảy; giao dịch không bị ảnh hưởng.',
    content:
      '<p>Chúng tôi sẽ nâng cấp hệ thống thanh toán vào thứ Bảy từ 02:00 đến 04:00 giờ New York. Trong khoảng thời gian này không thể gửi yêu cầu nạp hoặc rút tiền; các yêu cầu đã gửi sẽ được xử lý sau đó.</p>' +
      '<ul><li>Báo giá, biểu đồ và giao dịch tiền mã hóa vẫn hoạt động bình thường.</li><li>Số dư và các vị thế đang mở của bạn không bị ảnh hưởng.</li><li>Bạn không cần làm gì.</li></ul>' +
      '<p>Cảm ơn bạn đã kiên nhẫn.</p>',
  },
};
