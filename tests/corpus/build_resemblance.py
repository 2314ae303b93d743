"""Write doctor/signatures/_resemblance.py, the reference set of `explain`'s resemblance fallback,
from the corpus files that may be tuned on. The list is EXPLICIT: a batch being collected as the held-out
test of the current work (fresh23 and later in round 5) must never enter it (no glob over fresh*.yaml). fresh7/fresh8
joined after their first run (d0faadb), fresh9 after its first run (96fe325), fresh10 after its first run
(0faf8d4), fresh11 after its first run (3a65101), fresh12 after its first run (5bf3a80),
fresh13 after its first run (548d105), fresh14 after its first run (b069dfc), fresh15 after its first run
(057a5fc, catalogue 5c6b9c1), fresh16/fresh17/fresh18 after their first run (9245be7, catalogue 5fa5f50),
fresh19/fresh20 after their first run (81733dc, catalogue d0d43fd), fresh21/fresh22 after their first run (2416df7,
catalogue f3a865a), fresh23..fresh26 after their first run (9008da6, catalogue 37e2269), fresh27/fresh28 after their first run (d4ed2fb,
catalogue ff78376), fresh29..fresh32 after their first run (catalogue 440dc8d), fresh33..fresh37 after their first run
(1750c50, catalogue c3e4215), fresh38..fresh40 after their first run (b818f5d, catalogue 8bd3d28), fresh41..fresh44 after
their first run (4248a16, catalogue eb29a97), fresh45..fresh48 after their first run (6a6e8b5, catalogue 45781ae),
fresh49..fresh52 after their first run (303d603, catalogue 9fbca29),
fresh53..fresh56 after their first run (34c0542, catalogue 7780c5e),
fresh57..fresh61 after their first run (03ed49c, catalogue 257225f),
fresh62..fresh69 after their first run (8e15b9c, catalogue 1795b06),
fresh70..fresh73 after their first run (87c32ad, catalogue df360c2),
fresh74..fresh85 after their first run (6ea15dd, catalogue a90986b),
fresh86..fresh91 after their first run (6ca3507, catalogue 8ce76dc),
fresh92..fresh97 after their first run (7ce8f8c, catalogue 40121d7),
fresh98..fresh103 after their first run (c1f4ecd, catalogue a73754c),
fresh104..fresh109 after their first run (daf3b64, catalogue f33f16a),
fresh110..fresh115 after their first run (ecb95e2, catalogue 6475206),
fresh116..fresh119 after their first run (ecb95e2, catalogue 9b5ef1b),
fresh120/fresh121 after their first run (aed43c3, catalogue 2f61a69),
fresh122..fresh127 after their first run (8af28e0, catalogue b805518),
fresh128..fresh135 after their first run (9be8b5b, catalogue b805518; b1eabe2 the same),
fresh136..fresh140 after their first run (9cc2738, catalogue b1eabe2),
fresh141..fresh147 after their first run (67337de, catalogue d2c8c4d),
fresh148..fresh153 after their first run (4dea490, catalogue d2c8c4d),
fresh154..fresh159 after their first run (aa47c73, catalogue d2c8c4d),
fresh160..fresh171 after their first run (5875220, catalogue 9e7046d),
fresh172..fresh176 after their first run (1202ba1, catalogue 9e7046d) and fresh178..fresh181 (1202ba1, catalogue 42e0525; there is no
fresh177),
fresh182..fresh184 after their first run (5c28646, catalogue 35c26b3),
fresh185..fresh190 after their first run (de731f0, catalogue e8354f6) and fresh191..fresh196 (9f6f35c, catalogue d21aeef),
fresh197..fresh202 after their first run (2e617b7, catalogue 41ff835) and fresh203..fresh208 (29dc81f, catalogue 2e617b7),
fresh209..fresh212 after their first run (c1444d5, catalogue 29dc81f) and fresh213..fresh219 (21d7295, catalogue 201955d),
fresh220..fresh226 after their first run (75a59a8, catalogue 9658c3c), fresh227..fresh233 (7bb2b35, catalogue 9658c3c)
fresh234..fresh239 (4a96ce5, catalogue 9658c3c), fresh240..fresh246 (0a744d1, catalogue f2633f3), fresh247..fresh253
(d338100, catalogue c5e0b12), fresh254..fresh259 (c5ef161, catalogue c5e0b12), fresh260..fresh265 (77cf640, catalogue de64ad4), fresh266..fresh272
(b5f024c, catalogue bcc006e), fresh273..fresh278 (d0eb8ae, catalogue 30c9894), fresh279..fresh284 (954a5cc, catalogue
7580c34), fresh285..fresh290 (6acfe8d, catalogue 6a656df) and fresh291..fresh296 (dd52ddd, catalogue 4235f23) and
fresh297..fresh302 (9d3f165, catalogue 7bd78b8), fresh303..fresh308 (2ac36ea, catalogue 3a8099f), fresh309..fresh312
(96d548c, catalogue 1230823), fresh318 (de279bc, catalogue caa6fc4), fresh313..fresh317 (7387c97, catalogue 54d3100) and
fresh319..fresh321, fresh323 (a7a22fa, catalogue c742ad1), fresh322 (8971317, catalogue c742ad1), fresh324..fresh327
(48aacd1 and its neighbours, catalogue 5ab8dd9), fresh328..fresh332 (d1d07b1, catalogue 4b17dec3), fresh333..fresh335
(0a1e25e, catalogue 1c80456e), fresh336..fresh339 (9543cb6, catalogue 8029f165) and fresh340..fresh342 (505ab9b,
its own first run) and fresh343..fresh347 (6cb2f15d, its own first run), fresh348..fresh351 (fd5a429d / efd033d4) and
fresh352..fresh358 (66882082), fresh359..fresh362 (a9dcc5b6), fresh363..fresh366 (09854554), fresh367..fresh370
(22d59f10), fresh371..fresh374 (43d5e6d1),
fresh375..fresh377 (a2223997),
fresh378..fresh380 (ce07daa0),
fresh381..fresh385 (a14ade4b),
fresh386..fresh390 (1ee1dc50),
fresh391..fresh395 (344c030c),
fresh396..fresh400 (2f0bb13a),
fresh401..fresh405 (bb181f72),
fresh406..fresh410 (67d2b0a7),
fresh411..fresh415 (5cc37128),
fresh416..fresh420 (8a51756f),
fresh421..fresh425 (0a12b557),
fresh426..fresh430 (bd5f8b42),
fresh431..fresh435 (188ee0ec),
fresh436..fresh440 (0cee8627),
fresh441..fresh445 (63770aa4),
fresh446..fresh450 (c2ad64f7),
fresh451..fresh455 (343533a0),
fresh456..fresh460 (c1610e34),
fresh461..fresh465 (b498e079),
fresh466..fresh470 (d6440562),
fresh471..fresh475 (fa93dd4c),
fresh476..fresh480 (d444a35e),
fresh481..fresh485 (cceed20e),
fresh486..fresh490 (c16fa8f3),
fresh491..fresh495 (55a90677),
fresh496..fresh500 (9de62bb7),
fresh501..fresh505 (9de62bb7),
fresh506..fresh510 (787e37e2),
fresh511..fresh515 (fd4d6f5a),
fresh516..fresh520 (a21d5862),
fresh521..fresh525 (401bdd48),
fresh526..fresh530 (7876ae7b),
fresh531..fresh535 (46872507),
fresh536..fresh540 (da59ba6f),
fresh541..fresh545 (1f12908b),
fresh546..fresh550 (cfbd75d1),
fresh551..fresh555 (0688e5c1),
fresh556..fresh560 (361996f3),
fresh561..fresh565 (2984b3f4),
fresh566..fresh569 (efae7b93),
fresh570..fresh577 (daa1c718),
fresh578..fresh580 (4d9cb8c3),
fresh581..fresh585 (9066b3ea),
fresh586..fresh589 (fcfc801f),
fresh590..fresh593 (fcfc801f),
fresh594..fresh599 (24265ef2),
fresh600..fresh604 (bfe947f8),
fresh605..fresh609 (08b74ca9),
fresh610..fresh614 (2dbc4f2b),
fresh615..fresh619 (922361f5),
fresh620..fresh626 (26eaa79b),
fresh627..fresh631 (26eaa79b),
fresh632..fresh636 (6e28a6b9),
fresh637..fresh641 (9fe2f324),
fresh642..fresh643 (d0d42567),
fresh644..fresh650 (9f0332fa),
fresh651..fresh655 (084635b0),
fresh656..fresh660 (102b0d66),
fresh661..fresh665 (102b0d66),
fresh666..fresh666 (09ff651d),
fresh667..fresh673 (c1dd58e2),
fresh674..fresh679 (c1dd58e2),
fresh680..fresh684 (2f1bc88c),
fresh685..fresh688 (18184560),
fresh689..fresh690 (fd3d3f12),
fresh691..fresh697 (32a8f010),
fresh698..fresh702 (32a8f010),
fresh703..fresh707 (053a4f9a),
fresh708..fresh712 (f09aef34),
fresh713..fresh714 (205de00f),
fresh715..fresh720 (e81cb4fd),
fresh721..fresh726 (e81cb4fd),
fresh727..fresh732 (e81cb4fd),
fresh733..fresh737 (5feb1186),
fresh738..fresh739 (da5b8e89),
fresh740..fresh746 (0692656a),
fresh747..fresh753 (def65564),
fresh754..fresh756 (2677ecd8),
fresh757..fresh763 (936e4c73),
fresh764..fresh765 (53710933),
fresh766..fresh766 (1eb47b0e),
fresh767..fresh773 (e568bb29),
fresh774..fresh780 (679d5da1),
fresh781..fresh787 (bfde564d),
fresh788..fresh789 (4886eeb5),
fresh790..fresh796 (4358447f),
fresh797..fresh803 (4358447f),
fresh804..fresh810 (446f8b45),
fresh811..fresh813 (77507384),
fresh814..fresh818 (c57e12c4),
fresh819..fresh822 (c57e12c4),
fresh823..fresh827 (8ccc6ad1),
fresh828..fresh832 (eac9e3f0),
fresh833..fresh835 (eac9e3f0),
fresh836..fresh838 (e260882e),
fresh839..fresh841 (e260882e),
fresh842..fresh844 (6fadd750),
fresh845..fresh847 (c4068ac8),
fresh848..fresh850 (c4068ac8),
fresh851..fresh853 (1a00da02),
fresh854..fresh856 (ad7c820c),
fresh857..fresh859 (ad7c820c),
fresh860..fresh862 (cd70883c),
fresh863..fresh865 (cd70883c),
fresh866..fresh868 (82bc47a6),
fresh869..fresh871 (23e6efdd),
fresh872..fresh874 (23e6efdd),
fresh875..fresh876 (ae99ebeb),
fresh877..fresh879 (4ef6a74c),
fresh880..fresh882 (4ef6a74c),
fresh883..fresh885 (75ca4d20),
fresh886..fresh888 (75ca4d20),
fresh889..fresh891 (b2f2c1c8),
fresh892..fresh894 (b2f2c1c8),
fresh895..fresh897 (b2f2c1c8),
fresh898..fresh900 (e17f14cb),
fresh901..fresh903 (e17f14cb),
fresh904..fresh906 (6a36b816),
fresh907..fresh909 (6a36b816),
fresh910..fresh912 (6a36b816),
fresh913..fresh915 (6a36b816),
fresh916..fresh918 (a42c2d1b),
fresh919..fresh921 (a42c2d1b),
fresh922..fresh924 (5071f53b),
fresh925..fresh927 (e502039e),
fresh928..fresh930 (61d4a2f8),
fresh931..fresh934 (6232d3df),
fresh935..fresh938 (6232d3df),
fresh939..fresh943 (6232d3df), as tuning data. fresh944 and later (held-out batches) must never enter it.

    python tests/corpus/build_resemblance.py
"""
from __future__ import annotations

import hashlib
import json
import marshal
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))
from doctor.signatures.resemble import DATA, INDEX_DATA, Index, error_lines  # noqa: E402

FILES = ("logs.yaml", "fresh.yaml", "fresh2.yaml", "fresh3.yaml", "fresh4.yaml", "fresh5.yaml", "fresh6.yaml",
         "fresh7.yaml", "fresh8.yaml", "fresh9.yaml", "fresh10.yaml", "fresh11.yaml", "fresh12.yaml",
         "fresh13.yaml", "fresh14.yaml", "fresh15.yaml", "fresh16.yaml", "fresh17.yaml", "fresh18.yaml",
         "fresh19.yaml", "fresh20.yaml", "fresh21.yaml", "fresh22.yaml", "fresh23.yaml", "fresh24.yaml", "fresh25.yaml",
         "fresh26.yaml", "fresh27.yaml", "fresh28.yaml", "fresh29.yaml", "fresh30.yaml", "fresh31.yaml", "fresh32.yaml",
         "fresh33.yaml", "fresh34.yaml", "fresh35.yaml", "fresh36.yaml", "fresh37.yaml",
         "fresh38.yaml", "fresh39.yaml", "fresh40.yaml",
         "fresh41.yaml", "fresh42.yaml", "fresh43.yaml", "fresh44.yaml",
         "fresh45.yaml", "fresh46.yaml", "fresh47.yaml", "fresh48.yaml",
         "fresh49.yaml", "fresh50.yaml", "fresh51.yaml", "fresh52.yaml",
         "fresh53.yaml", "fresh54.yaml", "fresh55.yaml", "fresh56.yaml",
         "fresh57.yaml", "fresh58.yaml", "fresh59.yaml", "fresh60.yaml", "fresh61.yaml",
         "fresh62.yaml", "fresh63.yaml", "fresh64.yaml", "fresh65.yaml", "fresh66.yaml", "fresh67.yaml",
         "fresh68.yaml", "fresh69.yaml", "fresh70.yaml", "fresh71.yaml", "fresh72.yaml", "fresh73.yaml",
         "fresh74.yaml", "fresh75.yaml", "fresh76.yaml", "fresh77.yaml", "fresh78.yaml", "fresh79.yaml", "fresh80.yaml", "fresh81.yaml", "fresh82.yaml", "fresh83.yaml", "fresh84.yaml", "fresh85.yaml",
         "fresh86.yaml", "fresh87.yaml", "fresh88.yaml", "fresh89.yaml", "fresh90.yaml", "fresh91.yaml",
         "fresh92.yaml", "fresh93.yaml", "fresh94.yaml", "fresh95.yaml", "fresh96.yaml", "fresh97.yaml",
         "fresh98.yaml", "fresh99.yaml", "fresh100.yaml", "fresh101.yaml", "fresh102.yaml", "fresh103.yaml",
         "fresh104.yaml", "fresh105.yaml", "fresh106.yaml", "fresh107.yaml", "fresh108.yaml", "fresh109.yaml",
         "fresh110.yaml", "fresh111.yaml", "fresh112.yaml", "fresh113.yaml", "fresh114.yaml", "fresh115.yaml",
         "fresh116.yaml", "fresh117.yaml", "fresh118.yaml", "fresh119.yaml",
         "fresh120.yaml", "fresh121.yaml", "fresh122.yaml", "fresh123.yaml", "fresh124.yaml", "fresh125.yaml",
         "fresh126.yaml", "fresh127.yaml",
         "fresh128.yaml", "fresh129.yaml", "fresh130.yaml", "fresh131.yaml", "fresh132.yaml", "fresh133.yaml",
         "fresh134.yaml", "fresh135.yaml",
         "fresh136.yaml", "fresh137.yaml", "fresh138.yaml", "fresh139.yaml", "fresh140.yaml",
         "fresh141.yaml", "fresh142.yaml", "fresh143.yaml", "fresh144.yaml", "fresh145.yaml", "fresh146.yaml",
         "fresh147.yaml",
         "fresh148.yaml", "fresh149.yaml", "fresh150.yaml", "fresh151.yaml", "fresh152.yaml", "fresh153.yaml",
         "fresh154.yaml", "fresh155.yaml", "fresh156.yaml", "fresh157.yaml", "fresh158.yaml", "fresh159.yaml",
         "fresh160.yaml", "fresh161.yaml", "fresh162.yaml", "fresh163.yaml", "fresh164.yaml", "fresh165.yaml",
         "fresh166.yaml", "fresh167.yaml", "fresh168.yaml", "fresh169.yaml", "fresh170.yaml", "fresh171.yaml",
         "fresh172.yaml", "fresh173.yaml", "fresh174.yaml", "fresh175.yaml", "fresh176.yaml",
         "fresh178.yaml", "fresh179.yaml", "fresh180.yaml", "fresh181.yaml",
         "fresh182.yaml", "fresh183.yaml", "fresh184.yaml",
         "fresh185.yaml", "fresh186.yaml", "fresh187.yaml", "fresh188.yaml", "fresh189.yaml", "fresh190.yaml",
         "fresh191.yaml", "fresh192.yaml", "fresh193.yaml", "fresh194.yaml", "fresh195.yaml", "fresh196.yaml",
         "fresh197.yaml", "fresh198.yaml", "fresh199.yaml", "fresh200.yaml", "fresh201.yaml", "fresh202.yaml",
         "fresh203.yaml", "fresh204.yaml", "fresh205.yaml", "fresh206.yaml", "fresh207.yaml", "fresh208.yaml",
         "fresh209.yaml", "fresh210.yaml", "fresh211.yaml", "fresh212.yaml",
         "fresh213.yaml", "fresh214.yaml", "fresh215.yaml", "fresh216.yaml", "fresh217.yaml", "fresh218.yaml", "fresh219.yaml",
         "fresh220.yaml", "fresh221.yaml", "fresh222.yaml", "fresh223.yaml", "fresh224.yaml", "fresh225.yaml", "fresh226.yaml",
         "fresh227.yaml", "fresh228.yaml", "fresh229.yaml", "fresh230.yaml", "fresh231.yaml", "fresh232.yaml", "fresh233.yaml",
         "fresh234.yaml", "fresh235.yaml", "fresh236.yaml", "fresh237.yaml", "fresh238.yaml", "fresh239.yaml",
         "fresh240.yaml", "fresh241.yaml", "fresh242.yaml", "fresh243.yaml", "fresh244.yaml", "fresh245.yaml", "fresh246.yaml",
         "fresh247.yaml", "fresh248.yaml", "fresh249.yaml", "fresh250.yaml", "fresh251.yaml", "fresh252.yaml", "fresh253.yaml",
         "fresh254.yaml", "fresh255.yaml", "fresh256.yaml", "fresh257.yaml", "fresh258.yaml", "fresh259.yaml",
         "fresh260.yaml", "fresh261.yaml", "fresh262.yaml", "fresh263.yaml", "fresh264.yaml", "fresh265.yaml",
         "fresh266.yaml", "fresh267.yaml", "fresh268.yaml", "fresh269.yaml", "fresh270.yaml", "fresh271.yaml", "fresh272.yaml",
         "fresh273.yaml", "fresh274.yaml", "fresh275.yaml", "fresh276.yaml", "fresh277.yaml", "fresh278.yaml",
         "fresh279.yaml", "fresh280.yaml", "fresh281.yaml", "fresh282.yaml", "fresh283.yaml", "fresh284.yaml",
         "fresh285.yaml", "fresh286.yaml", "fresh287.yaml", "fresh288.yaml", "fresh289.yaml", "fresh290.yaml",
         "fresh291.yaml", "fresh292.yaml", "fresh293.yaml", "fresh294.yaml", "fresh295.yaml", "fresh296.yaml",
         "fresh297.yaml", "fresh298.yaml", "fresh299.yaml", "fresh300.yaml", "fresh301.yaml", "fresh302.yaml",
         "fresh303.yaml", "fresh304.yaml", "fresh305.yaml", "fresh306.yaml", "fresh307.yaml", "fresh308.yaml",
         "fresh309.yaml", "fresh310.yaml", "fresh311.yaml", "fresh312.yaml",
         "fresh313.yaml", "fresh314.yaml", "fresh315.yaml", "fresh316.yaml", "fresh317.yaml", "fresh318.yaml",
         "fresh319.yaml", "fresh320.yaml", "fresh321.yaml", "fresh323.yaml", "fresh322.yaml",
         "fresh324.yaml", "fresh325.yaml", "fresh326.yaml", "fresh327.yaml",
         "fresh328.yaml", "fresh329.yaml", "fresh330.yaml", "fresh331.yaml", "fresh332.yaml",
         "fresh333.yaml", "fresh334.yaml", "fresh335.yaml", "fresh336.yaml", "fresh337.yaml", "fresh338.yaml",
         "fresh339.yaml", "fresh340.yaml", "fresh341.yaml", "fresh342.yaml",
         "fresh343.yaml", "fresh344.yaml", "fresh345.yaml", "fresh346.yaml", "fresh347.yaml",
         "fresh348.yaml", "fresh349.yaml", "fresh350.yaml", "fresh351.yaml", "fresh352.yaml", "fresh353.yaml",
         "fresh354.yaml", "fresh355.yaml", "fresh356.yaml", "fresh357.yaml", "fresh358.yaml",
         "fresh359.yaml", "fresh360.yaml", "fresh361.yaml", "fresh362.yaml",
         "fresh363.yaml", "fresh364.yaml", "fresh365.yaml", "fresh366.yaml",
         "fresh367.yaml", "fresh368.yaml", "fresh369.yaml", "fresh370.yaml",
         "fresh371.yaml", "fresh372.yaml", "fresh373.yaml", "fresh374.yaml",
         "fresh375.yaml", "fresh376.yaml", "fresh377.yaml",
         "fresh378.yaml", "fresh379.yaml", "fresh380.yaml",
         "fresh381.yaml", "fresh382.yaml", "fresh383.yaml", "fresh384.yaml", "fresh385.yaml",
         "fresh386.yaml", "fresh387.yaml", "fresh388.yaml", "fresh389.yaml", "fresh390.yaml",
         "fresh391.yaml", "fresh392.yaml", "fresh393.yaml", "fresh394.yaml", "fresh395.yaml",
         "fresh396.yaml", "fresh397.yaml", "fresh398.yaml", "fresh399.yaml", "fresh400.yaml",
         "fresh401.yaml", "fresh402.yaml", "fresh403.yaml", "fresh404.yaml", "fresh405.yaml",
         "fresh406.yaml", "fresh407.yaml", "fresh408.yaml", "fresh409.yaml", "fresh410.yaml",
         "fresh411.yaml", "fresh412.yaml", "fresh413.yaml", "fresh414.yaml", "fresh415.yaml",
         "fresh416.yaml", "fresh417.yaml", "fresh418.yaml", "fresh419.yaml", "fresh420.yaml",
         "fresh421.yaml", "fresh422.yaml", "fresh423.yaml", "fresh424.yaml", "fresh425.yaml",
         "fresh426.yaml", "fresh427.yaml", "fresh428.yaml", "fresh429.yaml", "fresh430.yaml",
         "fresh431.yaml", "fresh432.yaml", "fresh433.yaml", "fresh434.yaml", "fresh435.yaml",
         "fresh436.yaml", "fresh437.yaml", "fresh438.yaml", "fresh439.yaml", "fresh440.yaml",
         "fresh441.yaml", "fresh442.yaml", "fresh443.yaml", "fresh444.yaml", "fresh445.yaml",
         "fresh446.yaml", "fresh447.yaml", "fresh448.yaml", "fresh449.yaml", "fresh450.yaml",
         "fresh451.yaml", "fresh452.yaml", "fresh453.yaml", "fresh454.yaml", "fresh455.yaml",
         "fresh456.yaml", "fresh457.yaml", "fresh458.yaml", "fresh459.yaml", "fresh460.yaml",
         "fresh461.yaml", "fresh462.yaml", "fresh463.yaml", "fresh464.yaml", "fresh465.yaml",
         "fresh466.yaml", "fresh467.yaml", "fresh468.yaml", "fresh469.yaml", "fresh470.yaml",
         "fresh471.yaml", "fresh472.yaml", "fresh473.yaml", "fresh474.yaml", "fresh475.yaml",
         "fresh476.yaml", "fresh477.yaml", "fresh478.yaml", "fresh479.yaml", "fresh480.yaml",
         "fresh481.yaml", "fresh482.yaml", "fresh483.yaml", "fresh484.yaml", "fresh485.yaml",
         "fresh486.yaml", "fresh487.yaml", "fresh488.yaml", "fresh489.yaml", "fresh490.yaml",
         "fresh491.yaml", "fresh492.yaml", "fresh493.yaml", "fresh494.yaml", "fresh495.yaml",
         "fresh496.yaml", "fresh497.yaml", "fresh498.yaml", "fresh499.yaml", "fresh500.yaml",
         "fresh501.yaml", "fresh502.yaml", "fresh503.yaml", "fresh504.yaml", "fresh505.yaml",
         "fresh506.yaml", "fresh507.yaml", "fresh508.yaml", "fresh509.yaml", "fresh510.yaml",
         "fresh511.yaml", "fresh512.yaml", "fresh513.yaml", "fresh514.yaml", "fresh515.yaml",
         "fresh516.yaml", "fresh517.yaml", "fresh518.yaml", "fresh519.yaml", "fresh520.yaml",
         "fresh521.yaml", "fresh522.yaml", "fresh523.yaml", "fresh524.yaml", "fresh525.yaml",
         "fresh526.yaml", "fresh527.yaml", "fresh528.yaml", "fresh529.yaml", "fresh530.yaml",
         "fresh531.yaml", "fresh532.yaml", "fresh533.yaml", "fresh534.yaml", "fresh535.yaml",
         "fresh536.yaml", "fresh537.yaml", "fresh538.yaml", "fresh539.yaml", "fresh540.yaml",
         "fresh541.yaml", "fresh542.yaml", "fresh543.yaml", "fresh544.yaml", "fresh545.yaml",
         "fresh546.yaml", "fresh547.yaml", "fresh548.yaml", "fresh549.yaml", "fresh550.yaml",
         "fresh551.yaml", "fresh552.yaml", "fresh553.yaml", "fresh554.yaml", "fresh555.yaml",
         "fresh556.yaml", "fresh557.yaml", "fresh558.yaml", "fresh559.yaml", "fresh560.yaml",
         "fresh561.yaml", "fresh562.yaml", "fresh563.yaml", "fresh564.yaml", "fresh565.yaml",
         "fresh566.yaml", "fresh567.yaml", "fresh568.yaml", "fresh569.yaml",
         "fresh570.yaml", "fresh571.yaml", "fresh572.yaml", "fresh573.yaml", "fresh574.yaml", "fresh575.yaml", "fresh576.yaml", "fresh577.yaml",
         "fresh578.yaml", "fresh579.yaml", "fresh580.yaml",
         "fresh581.yaml", "fresh582.yaml", "fresh583.yaml", "fresh584.yaml", "fresh585.yaml",
         "fresh586.yaml", "fresh587.yaml", "fresh588.yaml", "fresh589.yaml",
         "fresh590.yaml", "fresh591.yaml", "fresh592.yaml", "fresh593.yaml",
         "fresh594.yaml", "fresh595.yaml", "fresh596.yaml", "fresh597.yaml", "fresh598.yaml", "fresh599.yaml",
         "fresh600.yaml", "fresh601.yaml", "fresh602.yaml", "fresh603.yaml", "fresh604.yaml",
         "fresh605.yaml", "fresh606.yaml", "fresh607.yaml", "fresh608.yaml", "fresh609.yaml",
         "fresh610.yaml", "fresh611.yaml", "fresh612.yaml", "fresh613.yaml", "fresh614.yaml",
         "fresh615.yaml", "fresh616.yaml", "fresh617.yaml", "fresh618.yaml", "fresh619.yaml",
         "fresh620.yaml", "fresh621.yaml", "fresh622.yaml", "fresh623.yaml", "fresh624.yaml", "fresh625.yaml", "fresh626.yaml",
         "fresh627.yaml", "fresh628.yaml", "fresh629.yaml", "fresh630.yaml", "fresh631.yaml",
         "fresh632.yaml", "fresh633.yaml", "fresh634.yaml", "fresh635.yaml", "fresh636.yaml",
         "fresh637.yaml", "fresh638.yaml", "fresh639.yaml", "fresh640.yaml", "fresh641.yaml",
         "fresh642.yaml", "fresh643.yaml",
         "fresh644.yaml", "fresh645.yaml", "fresh646.yaml", "fresh647.yaml", "fresh648.yaml", "fresh649.yaml", "fresh650.yaml",
         "fresh651.yaml", "fresh652.yaml", "fresh653.yaml", "fresh654.yaml", "fresh655.yaml",
         "fresh656.yaml", "fresh657.yaml", "fresh658.yaml", "fresh659.yaml", "fresh660.yaml",
         "fresh661.yaml", "fresh662.yaml", "fresh663.yaml", "fresh664.yaml", "fresh665.yaml",
         "fresh666.yaml",
         "fresh667.yaml", "fresh668.yaml", "fresh669.yaml", "fresh670.yaml", "fresh671.yaml", "fresh672.yaml", "fresh673.yaml",
         "fresh674.yaml", "fresh675.yaml", "fresh676.yaml", "fresh677.yaml", "fresh678.yaml", "fresh679.yaml",
         "fresh680.yaml", "fresh681.yaml", "fresh682.yaml", "fresh683.yaml", "fresh684.yaml",
         "fresh685.yaml", "fresh686.yaml", "fresh687.yaml", "fresh688.yaml",
         "fresh689.yaml", "fresh690.yaml",
         "fresh691.yaml", "fresh692.yaml", "fresh693.yaml", "fresh694.yaml", "fresh695.yaml", "fresh696.yaml", "fresh697.yaml",
         "fresh698.yaml", "fresh699.yaml", "fresh700.yaml", "fresh701.yaml", "fresh702.yaml",
         "fresh703.yaml", "fresh704.yaml", "fresh705.yaml", "fresh706.yaml", "fresh707.yaml",
         "fresh708.yaml", "fresh709.yaml", "fresh710.yaml", "fresh711.yaml", "fresh712.yaml",
         "fresh713.yaml", "fresh714.yaml",
         "fresh715.yaml", "fresh716.yaml", "fresh717.yaml", "fresh718.yaml", "fresh719.yaml", "fresh720.yaml",
         "fresh721.yaml", "fresh722.yaml", "fresh723.yaml", "fresh724.yaml", "fresh725.yaml", "fresh726.yaml",
         "fresh727.yaml", "fresh728.yaml", "fresh729.yaml", "fresh730.yaml", "fresh731.yaml", "fresh732.yaml",
         "fresh733.yaml", "fresh734.yaml", "fresh735.yaml", "fresh736.yaml", "fresh737.yaml",
         "fresh738.yaml", "fresh739.yaml",
         "fresh740.yaml", "fresh741.yaml", "fresh742.yaml", "fresh743.yaml", "fresh744.yaml", "fresh745.yaml", "fresh746.yaml",
         "fresh747.yaml", "fresh748.yaml", "fresh749.yaml", "fresh750.yaml", "fresh751.yaml", "fresh752.yaml", "fresh753.yaml",
         "fresh754.yaml", "fresh755.yaml", "fresh756.yaml",
         "fresh757.yaml", "fresh758.yaml", "fresh759.yaml", "fresh760.yaml", "fresh761.yaml", "fresh762.yaml", "fresh763.yaml",
         "fresh764.yaml", "fresh765.yaml",
         "fresh766.yaml",
         "fresh767.yaml", "fresh768.yaml", "fresh769.yaml", "fresh770.yaml", "fresh771.yaml", "fresh772.yaml", "fresh773.yaml",
         "fresh774.yaml", "fresh775.yaml", "fresh776.yaml", "fresh777.yaml", "fresh778.yaml", "fresh779.yaml", "fresh780.yaml",
         "fresh781.yaml", "fresh782.yaml", "fresh783.yaml", "fresh784.yaml", "fresh785.yaml", "fresh786.yaml", "fresh787.yaml",
         "fresh788.yaml", "fresh789.yaml",
         "fresh790.yaml", "fresh791.yaml", "fresh792.yaml", "fresh793.yaml", "fresh794.yaml", "fresh795.yaml", "fresh796.yaml",
         "fresh797.yaml", "fresh798.yaml", "fresh799.yaml", "fresh800.yaml", "fresh801.yaml", "fresh802.yaml", "fresh803.yaml",
         "fresh804.yaml", "fresh805.yaml", "fresh806.yaml", "fresh807.yaml", "fresh808.yaml", "fresh809.yaml", "fresh810.yaml",
         "fresh811.yaml", "fresh812.yaml", "fresh813.yaml",
         "fresh814.yaml", "fresh815.yaml", "fresh816.yaml", "fresh817.yaml", "fresh818.yaml",
         "fresh819.yaml", "fresh820.yaml", "fresh821.yaml", "fresh822.yaml",
         "fresh823.yaml", "fresh824.yaml", "fresh825.yaml", "fresh826.yaml", "fresh827.yaml",
         "fresh828.yaml", "fresh829.yaml", "fresh830.yaml", "fresh831.yaml", "fresh832.yaml",
         "fresh833.yaml", "fresh834.yaml", "fresh835.yaml",
         "fresh836.yaml", "fresh837.yaml", "fresh838.yaml",
         "fresh839.yaml", "fresh840.yaml", "fresh841.yaml",
         "fresh842.yaml", "fresh843.yaml", "fresh844.yaml",
         "fresh845.yaml", "fresh846.yaml", "fresh847.yaml",
         "fresh848.yaml", "fresh849.yaml", "fresh850.yaml",
         "fresh851.yaml", "fresh852.yaml", "fresh853.yaml",
         "fresh854.yaml", "fresh855.yaml", "fresh856.yaml",
         "fresh857.yaml", "fresh858.yaml", "fresh859.yaml",
         "fresh860.yaml", "fresh861.yaml", "fresh862.yaml",
         "fresh863.yaml", "fresh864.yaml", "fresh865.yaml",
         "fresh866.yaml", "fresh867.yaml", "fresh868.yaml",
         "fresh869.yaml", "fresh870.yaml", "fresh871.yaml",
         "fresh872.yaml", "fresh873.yaml", "fresh874.yaml",
         "fresh875.yaml", "fresh876.yaml",
         "fresh877.yaml", "fresh878.yaml", "fresh879.yaml",
         "fresh880.yaml", "fresh881.yaml", "fresh882.yaml",
         "fresh883.yaml", "fresh884.yaml", "fresh885.yaml",
         "fresh886.yaml", "fresh887.yaml", "fresh888.yaml",
         "fresh889.yaml", "fresh890.yaml", "fresh891.yaml",
         "fresh892.yaml", "fresh893.yaml", "fresh894.yaml",
         "fresh895.yaml", "fresh896.yaml", "fresh897.yaml",
         "fresh898.yaml", "fresh899.yaml", "fresh900.yaml",
         "fresh901.yaml", "fresh902.yaml", "fresh903.yaml",
         "fresh904.yaml", "fresh905.yaml", "fresh906.yaml",
         "fresh907.yaml", "fresh908.yaml", "fresh909.yaml",
         "fresh910.yaml", "fresh911.yaml", "fresh912.yaml",
         "fresh913.yaml", "fresh914.yaml", "fresh915.yaml",
         "fresh916.yaml", "fresh917.yaml", "fresh918.yaml",
         "fresh919.yaml", "fresh920.yaml", "fresh921.yaml",
         "fresh922.yaml", "fresh923.yaml", "fresh924.yaml",
         "fresh925.yaml", "fresh926.yaml", "fresh927.yaml",
         "fresh928.yaml", "fresh929.yaml", "fresh930.yaml",
         "fresh931.yaml", "fresh932.yaml", "fresh933.yaml", "fresh934.yaml",
         "fresh935.yaml", "fresh936.yaml", "fresh937.yaml", "fresh938.yaml",
         "fresh939.yaml", "fresh940.yaml", "fresh941.yaml", "fresh942.yaml", "fresh943.yaml",
         "extra.yaml")


def known_misses() -> frozenset:
    """The texts the catalogue knowingly does not read as labelled (tests/corpus/__init__.py *_KNOWN_MISSES): a label
    taken from the thread (a bare 'Floating point exception'), a label conflict. They are no reference: a later paste
    sharing their words would take a label their words do not carry (round 114: gigahorse#122's bare crash line turned
    kaldi#3269, which prints the same line under its own cause, to no_kernel_image_arch)."""
    sys.path.insert(0, str(HERE.parent))
    import corpus  # noqa: PLC0415  (tests/corpus/__init__.py)
    return frozenset().union(*(v for k, v in vars(corpus).items()
                               if k.endswith("_KNOWN_MISSES") and "EVENTS" not in k))


def reference_samples(files=FILES) -> list[dict]:
    out = []
    skip = known_misses()
    for name in files:
        for s in yaml.safe_load((HERE / name).read_text(encoding="utf-8")):
            if s["source"] in skip:
                continue
            lines = error_lines(s["text"]) or [ln.strip() for ln in s["text"].splitlines() if ln.strip()][:5]
            out.append({"category": s["category"], "source": s["source"], "batch": name[:-5],
                        "lines": [ln[:400] for ln in lines[:12]]})
    return out


def _body(samples) -> str:
    return ",\n".join("    " + json.dumps(s, ensure_ascii=False) for s in samples)


def digest(samples) -> str:
    """INDEX_KEY: the sha256 of the SAMPLES text as written, which the stored index is keyed by."""
    return hashlib.sha256(_body(samples).encode("utf-8")).hexdigest()


def main() -> None:
    samples = reference_samples()
    body = _body(samples)
    key = digest(samples)
    DATA.write_text('"""Reference samples of the resemblance fallback (doctor/signatures/resemble.py). GENERATED by\n'
                    '`python tests/corpus/build_resemblance.py` from tests/corpus/' + ", ".join(FILES) + ';\n'
                    'do not edit."""\n'
                    f"INDEX_KEY = {key!r}  # digest of SAMPLES below; _resemblance_index.marshal holds their index\n"
                    f"FILES = {list(FILES)!r}\n"
                    "SAMPLES = [\n" + body + ",\n]\n", encoding="utf-8")
    INDEX_DATA.write_bytes(marshal.dumps((key, *Index(samples).parts())))
    print(f"wrote {DATA} ({len(samples)} samples, {DATA.stat().st_size // 1024} KiB) "
          f"and {INDEX_DATA.name} ({INDEX_DATA.stat().st_size // 1024} KiB)")


if __name__ == "__main__":
    main()
